import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import type { Group, GroupPost, GroupReply } from '@hercircle/shared';
import { renderWithProviders } from '../../test/render.tsx';
import { failUnhandledRequest, trpcHandler } from '../../test/trpc-msw.ts';
import { Discussion } from './Discussion.tsx';
import {
  anonymously,
  ines,
  mei,
  postBy,
  preferences,
  readers,
  replyBy,
  signIn,
} from './discussion.fixtures.ts';
import { signOut } from '../../test/session.ts';

const server = setupServer();
let posts: GroupPost[] = [];
let replies: GroupReply[] = [];
let calls: { name: string; input: unknown }[] = [];

function renderDiscussion(group: Group) {
  const router = createRouter({
    routeTree: createRootRoute({ component: () => <Discussion group={group} /> }),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  return renderWithProviders(<RouterProvider router={router} />);
}

beforeAll(() => server.listen({ onUnhandledRequest: failUnhandledRequest }));
beforeEach(() => {
  signIn(mei);
  replies = [
    replyBy(1, 2, ines, 'Which one?', mei),
    replyBy(2, 2, mei, 'The Story of a New Name.', mei),
  ];
  posts = [postBy(2, mei, 'Finished the Ferrante.', mei, { reply_count: 2 })];
  calls = [];
  server.use(
    trpcHandler({
      'users.preferences': () => preferences,
      'community.posts': (input) => {
        calls.push({ name: 'posts', input });
        posts = posts.map((p) => ({ ...p, reply_count: replies.length }));
        return { data: { posts, total: posts.length } };
      },
      'community.replies': (input) => {
        calls.push({ name: 'replies', input });
        const { limit, offset } = input as { limit: number; offset: number };
        return { data: { replies: replies.slice(offset, offset + limit), total: replies.length } };
      },
      'community.createReply': (input) => {
        calls.push({ name: 'createReply', input });
        const { content, anonymous } = input as { content: string; anonymous?: boolean };
        const reply = replyBy(3, 2, mei, content, mei, anonymous ? anonymously : {});
        replies = [...replies, reply];
        return { data: { reply } };
      },
      'community.updateReply': (input) => {
        calls.push({ name: 'updateReply', input });
        const { id, content } = input as { id: number; content: string };
        replies = replies.map((r) =>
          r.id === id ? { ...r, content, edited_at: '2026-11-21T09:00:00.000Z' } : r,
        );
        return { data: { reply: replies.find((r) => r.id === id) } };
      },
      'community.hideReply': (input) => {
        calls.push({ name: 'hideReply', input });
        replies = replies.map((r) =>
          r.id === (input as { id: number }).id ? { ...r, hidden: true } : r,
        );
        return { data: { reply: replies[0] } };
      },
    }),
  );
});
afterEach(() => {
  server.resetHandlers();
  signOut();
});
afterAll(() => server.close());

const repliesOf = () => screen.findByRole('list', { name: 'Replies to your post' });

describe('replies under a post', () => {
  it('shows the replies under the post, oldest first ("2 replies" folds them); a reply is sent with a key and the count follows', async () => {
    renderDiscussion({ ...readers, allow_anonymous: true });
    const toggle = await screen.findByRole('button', { name: '2 replies' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('list', { name: /^Replies to/ })).toBeNull();
    await userEvent.click(toggle);
    const list = await repliesOf();
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      expect.stringContaining('Which one?'),
      expect.stringContaining('The Story of a New Name.'),
    ]);

    await userEvent.type(screen.getByRole('textbox', { name: 'Write a reply' }), 'Book two!');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Reply anonymously' }));
    await userEvent.click(screen.getByRole('button', { name: 'Reply' }));
    expect(await within(list).findByText('Book two!')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: '3 replies' })).toBeInTheDocument();
    expect(calls.find((c) => c.name === 'createReply')?.input).toEqual({
      id: 2,
      content: 'Book two!',
      anonymous: true,
      idempotency_key: expect.stringMatching(/^[0-9a-f]{32}$/),
    });
    // The new reply, anonymous, is hers: "Anonymous member (you)" with her menu.
    const mine = within(list).getAllByRole('listitem')[2]!;
    expect(mine).toHaveTextContent('Anonymous member (you)');
    expect(screen.getByRole('textbox', { name: 'Write a reply' })).toHaveValue('');
    // Only this post's replies and this group's posts were read again.
    for (const c of calls.filter((c) => c.name === 'replies'))
      expect((c.input as { id: number }).id).toBe(2);
    for (const c of calls.filter((c) => c.name === 'posts'))
      expect((c.input as { id: number }).id).toBe(readers.id);
  });

  it('Reply puts the cursor in the reply box; a post without replies shows no count', async () => {
    posts = [postBy(2, mei, 'Finished the Ferrante.', mei)];
    replies = [];
    renderDiscussion(readers);
    await screen.findByText('Finished the Ferrante.');
    expect(screen.queryByRole('button', { name: /replies?$/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Reply to your post' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Write a reply' })).toHaveFocus(),
    );
    expect(screen.queryByRole('checkbox', { name: 'Reply anonymously' })).toBeNull();
  });

  it('the author edits her reply (marked edited); others’ replies on her post offer Report and Hide reply', async () => {
    renderDiscussion(readers);
    const list = await repliesOf();
    const theirs = within(list).getByRole('button', { name: 'Actions for Ines Duarte’s reply' });
    await userEvent.click(theirs);
    const menu = within(document.getElementById(theirs.getAttribute('aria-controls')!)!);
    expect(await menu.findByRole('menuitem', { name: 'Report', hidden: true })).toBeInTheDocument();
    // Her shield on her own post: she may hide a reply from others, never edit or delete it.
    expect(menu.getByRole('menuitem', { name: 'Hide reply', hidden: true })).toBeInTheDocument();
    expect(menu.queryByRole('menuitem', { name: /Edit|Delete|^Hide$/, hidden: true })).toBeNull();
    await userEvent.keyboard('{Escape}');

    const own = within(list).getByRole('button', { name: 'Actions for your reply' });
    await userEvent.click(own);
    const ownMenu = within(document.getElementById(own.getAttribute('aria-controls')!)!);
    await userEvent.click(await ownMenu.findByRole('menuitem', { name: 'Edit', hidden: true }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit reply' });
    const field = within(dialog).getByRole('textbox', { name: 'Your reply' });
    await userEvent.clear(field);
    await userEvent.type(field, 'My Brilliant Friend, book two.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(list).findByText('My Brilliant Friend, book two.')).toBeInTheDocument();
    expect(within(list).getByText('· edited')).toBeInTheDocument();
    expect(calls.find((c) => c.name === 'updateReply')?.input).toEqual({
      id: 2,
      content: 'My Brilliant Friend, book two.',
    });
  });

  it('a site admin hides a reply: it stays for her, marked "Hidden by moderators"', async () => {
    signIn(ines, 'admin');
    posts = [postBy(2, mei, 'Finished the Ferrante.', ines, { reply_count: 2 })];
    replies = replies.map((r) => ({ ...r, mine: r.user_id === ines.id }));
    renderDiscussion({ ...readers, my_role: 'member' });
    const list = await screen.findByRole('list', { name: 'Replies to Mei Tanaka’s post' });
    const target = within(list).getByRole('button', { name: 'Actions for Mei Tanaka’s reply' });
    await userEvent.click(target);
    const menu = within(document.getElementById(target.getAttribute('aria-controls')!)!);
    await userEvent.click(await menu.findByRole('menuitem', { name: 'Hide', hidden: true }));
    // She is told why: the rule is asked for, the reason may be left out.
    const dialog = await screen.findByRole('dialog', { name: 'Hide Mei Tanaka’s reply?' });
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Rule' }));
    await userEvent.click(await screen.findByRole('option', { name: '2. No spam', hidden: true }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hide reply' }));
    expect(await within(list).findByText('Hidden by moderators')).toBeInTheDocument();
    expect(calls.find((c) => c.name === 'hideReply')?.input).toEqual({ id: 2, rule: 2 });
  });

  it('shows the first three replies, then "Show N more replies" adds the rest', async () => {
    replies = Array.from({ length: 5 }, (_, i) =>
      replyBy(i + 1, 2, ines, `Reply number ${i + 1}.`, mei),
    );
    renderDiscussion(readers);
    const list = await repliesOf();
    expect(await within(list).findByText('Reply number 3.')).toBeInTheDocument();
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await userEvent.click(screen.getByRole('button', { name: 'Show 2 more replies' }));
    expect(await within(list).findByText('Reply number 5.')).toBeInTheDocument();
    expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    expect(screen.queryByRole('button', { name: /more repl/ })).toBeNull();
    expect(calls.filter((c) => c.name === 'replies').map((c) => c.input)).toEqual([
      { id: 2, limit: 3, offset: 0 },
      { id: 2, limit: 50, offset: 3 },
    ]);
  });
});
