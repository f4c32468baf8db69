import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import type { ChatMessage, Conversation } from '@hercircle/shared';
import { renderRoute } from '../../test/render.tsx';
import { failUnhandledRequest, trpcHandler } from '../../test/trpc-msw.ts';
import { signInAs, signOut, TEST_MEMBER } from '../../test/session.ts';

const fay = { id: 2, first_name: 'Fay', last_name: 'Fellow', profile_picture: null };
const sol = { id: 3, first_name: 'Sol', last_name: 'Stranger', profile_picture: null };

function message(id: number, sender: typeof fay, content: string, muted = false): ChatMessage {
  return {
    id,
    conversation_id: id,
    sender_id: sender.id,
    content,
    message_type: 'text',
    created_at: '2026-11-23T10:00:00.000Z',
    edited_at: null,
    hidden: false,
    sender,
    muted,
  };
}
function request(id: number, member: typeof fay, last: ChatMessage, filtered: boolean) {
  return {
    id,
    name: `${member.first_name} ${member.last_name}`,
    kind: 'direct',
    group_id: null,
    member,
    pending: false,
    last_message: last,
    unread_count: 1,
    updated_at: '2026-11-23T10:00:00.000Z',
    filtered,
  } satisfies Conversation;
}

const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: failUnhandledRequest }));
beforeEach(() => {
  signInAs(TEST_MEMBER, 'token');
  server.use(
    trpcHandler({
      'chat.requests': () => ({
        data: {
          conversations: [
            request(11, fay, message(101, fay, 'Coffee on Friday?'), false),
            request(12, sol, message(102, sol, 'Saw your spoilers post', true), true),
          ],
        },
      }),
      'chat.conversations': () => ({ data: { conversations: [] } }),
    }),
  );
});
afterEach(() => {
  server.resetHandlers();
  signOut();
});
afterAll(() => server.close());

describe('message requests her filters catch', () => {
  it('wait under Filtered requests, and a muted last message is not quoted', async () => {
    renderRoute('/messages');
    const main = await screen.findByRole('region', { name: 'Message requests (1)' });
    expect(within(main).getByText('Coffee on Friday?')).toBeInTheDocument();
    expect(within(main).queryByText(/Sol Stranger/)).toBeNull();

    const filtered = screen.getByRole('region', { name: 'Filtered requests (1)' });
    expect(within(filtered).getByText('Sol Stranger')).toBeInTheDocument();
    expect(within(filtered).getByText('Muted: contains a word you muted')).toBeInTheDocument();
    expect(screen.queryByText('Saw your spoilers post')).toBeNull();
  });
});
