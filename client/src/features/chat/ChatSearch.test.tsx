import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { COMMUNITY_CONVERSATION_ID } from '@hercircle/shared';
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

function message(id: number, content: string) {
  return {
    id,
    conversation_id: COMMUNITY_CONVERSATION_ID,
    sender_id: fay.id,
    sender: fay,
    content,
    message_type: 'text',
    created_at: `2026-11-23T10:${String(id).padStart(2, '0')}:00.000Z`,
    edited_at: null,
  };
}
const history = [message(20, 'Morning all'), message(21, 'Who is up for a Sunday swim?')];
const older = message(3, 'The sunday swim last month was freezing');

const server = setupServer();
let searches: unknown[] = [];

beforeAll(() => server.listen({ onUnhandledRequest: failUnhandledRequest }));
beforeEach(() => {
  signInAs(me, 'member-token');
  searches = [];
  server.use(
    trpcHandler({
      'community.list': () => ({ data: { groups: [], total: 0 } }),
      'chat.conversations': () => ({
        data: {
          conversations: [
            {
              id: COMMUNITY_CONVERSATION_ID,
              name: 'Community',
              type: 'community',
              group_id: null,
              last_message: null,
              unread_count: 0,
            },
          ],
        },
      }),
      'chat.messages': () => ({ data: { messages: history } }),
      'chat.read': () => ({ data: { ok: true } }),
      'chat.search': (input) => {
        searches.push(input);
        const q = (input as { q: string }).q.toLowerCase();
        const hits = [history[1]!, older].filter((m) => m.content.toLowerCase().includes(q));
        return { data: { messages: hits } };
      },
    }),
  );
});
afterEach(() => {
  server.resetHandlers();
  signOut();
});
afterAll(() => server.close());

async function openSearch() {
  renderRoute('/community');
  await userEvent.click(await screen.findByRole('button', { name: 'Open community chat' }));
  await screen.findByText('Morning all');
  return screen.getByRole('searchbox', { name: 'Search this conversation' });
}

describe('chat search in the widget', () => {
  it('lists the matches with the words marked and shows a loaded one in the conversation', async () => {
    const box = await openSearch();
    await userEvent.type(box, 'sunday swim');
    const results = await screen.findByRole('region', { name: 'Search results' });
    await within(results).findByText('2 messages, newest first', { exact: false });
    expect(searches).toContainEqual({
      conversationId: COMMUNITY_CONVERSATION_ID,
      q: 'sunday swim',
      limit: 50,
    });
    const marks = results.querySelectorAll('mark');
    expect([...marks].map((m) => m.textContent)).toEqual(['Sunday swim', 'sunday swim']);

    await userEvent.click(within(results).getByText(/Who is up for a/));
    // The list closes and the message, in the conversation, has the focus.
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Search results' })).toBeNull(),
    );
    const list = screen.getByRole('list', { name: 'Messages' });
    const shown = within(list).getByText('Who is up for a Sunday swim?').closest('li');
    expect(shown).toHaveFocus();
    expect(box).toHaveValue('');
  });

  it('opens an older message in full in the list, says when nothing matches, and clears on Escape', async () => {
    const box = await openSearch();
    await userEvent.type(box, 'freezing');
    const results = await screen.findByRole('region', { name: 'Search results' });
    const hit = await within(results).findByRole('button', { name: /last month was freezing/ });
    await userEvent.click(hit);
    expect(hit).toHaveAttribute('aria-expanded', 'true');
    expect(within(results).getByText('Older than the messages shown in the chat')).toBeVisible();

    await userEvent.clear(box);
    await userEvent.type(box, 'marmalade');
    expect(await screen.findByText('No messages match “marmalade”')).toBeInTheDocument();
    await userEvent.type(box, '{Escape}');
    expect(box).toHaveValue('');
    expect(screen.queryByRole('region', { name: 'Search results' })).toBeNull();
  });
});
