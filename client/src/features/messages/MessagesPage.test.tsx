import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { renderRoute } from '../../test/render.tsx';
import { failUnhandledRequest, trpcHandler } from '../../test/trpc-msw.ts';
import { signInAs, signOut } from '../../test/session.ts';

const me = {
  id: 1,
  email: 'member@example.com',
  first_name: 'Test',
  last_name: 'Member',
  role: 'user',
  status: 'active',
  profile_picture: null,
};
const fay = { id: 2, first_name: 'Fay', last_name: 'Fellow', profile_picture: null };
const gia = { id: 3, first_name: 'Gia', last_name: 'Green', profile_picture: null };

function message(id: number, conversation_id: number, sender: typeof fay, content: string) {
  return {
    id,
    conversation_id,
    sender_id: sender.id,
    content,
    message_type: 'text',
    created_at: '2026-11-23T10:00:00.000Z',
    edited_at: null,
    hidden: false,
    sender,
    muted: false,
  };
}
const direct = (id: number, member: typeof fay, extra: object) => ({
  id,
  name: `${member.first_name} ${member.last_name}`,
  kind: 'direct',
  group_id: null,
  member,
  pending: false,
  last_message: null,
  unread_count: 0,
  updated_at: '2026-11-23T10:00:00.000Z',
  filtered: false,
  ...extra,
});
const fromFay = direct(11, fay, {
  last_message: message(101, 11, fay, 'Hi, can we talk?'),
  unread_count: 1,
});
const toGia = direct(12, gia, {
  pending: true,
  last_message: message(102, 12, { ...me, profile_picture: null }, 'Hello Gia'),
});

const server = setupServer();
let requests: object[];
let conversations: object[];
let calls: { name: string; input: unknown }[];

beforeAll(() => server.listen({ onUnhandledRequest: failUnhandledRequest }));
beforeEach(() => {
  signInAs(me, 'member-token');
  requests = [fromFay];
  conversations = [
    { ...direct(1, fay, {}), name: 'Community Chat', kind: 'community', member: null },
    toGia,
  ];
  calls = [];
  server.use(
    trpcHandler({
      'chat.requests': () => ({ data: { conversations: requests } }),
      'chat.conversations': () => ({ data: { conversations } }),
      'chat.messages': (input) => {
        calls.push({ name: 'messages', input });
        return { data: { messages: [fromFay.last_message] } };
      },
      'chat.read': () => ({ data: { success: true } }),
      'chat.acceptRequest': (input) => {
        calls.push({ name: 'accept', input });
        requests = [];
        conversations = [...conversations, { ...fromFay, unread_count: 0 }];
        return { data: { conversation: fromFay } };
      },
      'chat.declineRequest': (input) => {
        calls.push({ name: 'decline', input });
        requests = [];
        return { data: { success: true } };
      },
    }),
  );
});
afterEach(() => {
  server.resetHandlers();
  signOut();
});
afterAll(() => server.close());

describe('/messages', () => {
  it('lists the requests waiting for her and her direct conversations (no rooms)', async () => {
    renderRoute('/messages');
    const requestList = await screen.findByRole('region', { name: 'Message requests (1)' });
    expect(within(requestList).getByText('Fay Fellow')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Fay Fellow/ })).toHaveAttribute(
      'href',
      '/messages?c=11',
    );
    expect(within(requestList).getByText('Hi, can we talk?')).toBeInTheDocument();
    expect(
      within(requestList).getByRole('button', { name: 'Accept the request from Fay Fellow' }),
    ).toBeInTheDocument();
    const list = screen.getByRole('region', { name: 'Conversations' });
    expect(within(list).getAllByRole('link')).toHaveLength(1);
    expect(within(list).getByRole('link', { name: /^Gia Green/ })).toHaveTextContent(
      'Request sent: Hello Gia',
    );
    expect(within(list).queryByText('Community Chat')).not.toBeInTheDocument();
  });

  it('Accept opens the conversation and moves it to the list', async () => {
    const user = userEvent.setup();
    const { router } = renderRoute('/messages');
    const requestList = await screen.findByRole('region', { name: 'Message requests (1)' });
    await user.click(
      within(requestList).getByRole('button', { name: 'Accept the request from Fay Fellow' }),
    );
    await waitFor(() => expect(router.state.location.search).toEqual({ c: 11 }));
    expect(calls).toContainEqual({ name: 'accept', input: { conversationId: 11 } });
    const list = screen.getByRole('region', { name: 'Conversations' });
    await within(list).findByRole('link', { name: /^Fay Fellow/ });
    expect(screen.queryByRole('region', { name: /Message requests/ })).not.toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: 'Message' })).toBeInTheDocument();
  });

  it('Decline removes the request', async () => {
    const user = userEvent.setup();
    renderRoute('/messages');
    await user.click(
      await screen.findByRole('button', { name: 'Decline the request from Fay Fellow' }),
    );
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: /Message requests/ })).not.toBeInTheDocument(),
    );
    expect(calls).toContainEqual({ name: 'decline', input: { conversationId: 11 } });
  });

  it('an open request shows its messages with Accept and Decline, and no composer', async () => {
    renderRoute('/messages?c=11');
    expect(await screen.findByText(/Fay wants to message you/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Accept' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Decline' })).toBeInTheDocument();
    expect(await screen.findByRole('list', { name: 'Messages' })).toHaveTextContent(
      'Hi, can we talk?',
    );
    expect(screen.queryByRole('textbox', { name: 'Message' })).not.toBeInTheDocument();
  });
});
