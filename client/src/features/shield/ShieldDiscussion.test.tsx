import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import type { GroupPost, GroupReply } from '@hercircle/shared';
import { renderWithProviders } from '../../test/render.tsx';
import { failUnhandledRequest, trpcHandler } from '../../test/trpc-msw.ts';
import { signOut } from '../../test/session.ts';
import { Discussion } from '../community/Discussion.tsx';
import {
  ines,
  mei,
  postBy,
  preferences,
  readers,
  replyBy,
  signIn,
} from '../community/discussion.fixtures.ts';

const server = setupServer();
let posts: GroupPost[];
let replies: GroupReply[];
let calls: { name: string; input: unknown }[];
const nell = { id: 12, first_name: 'Nell', last_name: 'Newman', profile_picture: null };

function renderDiscussion() {
  const router = createRouter({
    routeTree: createRootRoute({ component: () => <Discussion group={readers} /> }),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  return renderWithProviders(<RouterProvider router={router} />);
}

/** The menu a button opened (Mantine renders it in a portal). */
async function openMenu(name: string) {
  const button = await screen.findByRole('button', { name });
  await userEvent.click(button);
  return within(document.getElementById(button.getAttribute('aria-controls')!)!);
}

beforeAll(() => server.listen({ onUnhandledRequest: failUnhandledRequest }));
beforeEach(() => {
  signIn(mei);
  calls = [];
  server.use(
    trpcHandler({
      'users.preferences': () => preferences,
      'community.posts': () => ({ data: { posts, total: posts.length } }),
      'community.replies': () => ({ data: { replies, total: replies.length } }),
      'community.setReplyPolicy': (input) => {
        calls.push({ name: 'setReplyPolicy', input });
        const { reply_policy } = input as { reply_policy: 'everyone' | 'nobody' };
        posts = posts.map((p) => ({ ...p, reply_policy }));
        return { data: { post: posts[0] } };
      },
      'community.hideReplyAsAuthor': (input) => {
        calls.push({ name: 'hideReplyAsAuthor', input });
        const { id, hidden } = input as { id: number; hidden: boolean };
        replies = replies.map((r) => (r.id === id ? { ...r, hidden_by_author: hidden } : r));
        return { data: { reply: replies.find((r) => r.id === id) } };
      },
      'community.postEngaged': () => ({
        data: {
          users: [
            { ...ines, reacted: true, replied: true, blocked: false },
            { ...nell, reacted: true, replied: false, blocked: false },
          ],
        },
      }),
      'community.blockFromPost': (input) => {
        calls.push({ name: 'blockFromPost', input });
        return { data: { users: [] } };
      },
    }),
  );
});
afterEach(() => {
  server.resetHandlers();
  signOut();
});
afterAll(() => server.close());

describe('the shield in a discussion', () => {
  it('shows a post and a reply with a word she muted collapsed until she asks', async () => {
    posts = [postBy(2, ines, 'Marathon season again!', mei, { reply_count: 1, muted: true })];
    replies = [replyBy(1, 2, ines, 'Who else is running the marathon?', mei, { muted: true })];
    renderDiscussion();
    const muted = { name: 'Muted: contains a word you muted · Show' };
    // The post first, then its replies.
    await expect.poll(() => screen.queryAllByRole('button', muted)).toHaveLength(2);
    const shows = screen.getAllByRole('button', muted);
    expect(screen.queryByText('Marathon season again!')).toBeNull();
    expect(screen.queryByText('Who else is running the marathon?')).toBeNull();
    await userEvent.click(shows[1]!);
    expect(screen.getByText('Who else is running the marathon?')).toBeInTheDocument();
    expect(shows[1]).toHaveAttribute('aria-expanded', 'true');
  });

  it('a reply the post’s author hid reads as hidden by the author, with no Reply when replies are off', async () => {
    posts = [
      postBy(2, ines, 'Just sharing my news.', mei, { reply_count: 1, reply_policy: 'nobody' }),
    ];
    replies = [replyBy(1, 2, nell, '', mei, { hidden_by_author: true })];
    renderDiscussion();
    expect(await screen.findByText('Hidden by the post’s author')).toBeInTheDocument();
    expect(screen.getByText('Replies are off')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Reply to/ })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Write a reply' })).toBeNull();
    expect(screen.getByText('The author turned replies off for this post.')).toBeInTheDocument();
  });

  it('on her own post she turns replies off, hides a reply, and blocks the people she picks', async () => {
    posts = [postBy(2, mei, 'My first half marathon.', mei, { reply_count: 1 })];
    replies = [replyBy(1, 2, ines, 'Slow, wasn’t it', mei)];
    renderDiscussion();

    const postMenu = await openMenu('Actions for your post');
    await userEvent.click(
      await postMenu.findByRole('menuitem', { name: 'Turn replies off', hidden: true }),
    );
    expect(await screen.findByText('Replies are off.')).toBeInTheDocument();
    expect(calls).toContainEqual({
      name: 'setReplyPolicy',
      input: { id: 2, reply_policy: 'nobody' },
    });

    const replyMenu = await openMenu('Actions for Ines Duarte’s reply');
    await userEvent.click(
      await replyMenu.findByRole('menuitem', { name: 'Hide reply', hidden: true }),
    );
    expect(
      await screen.findByRole('button', { name: 'Hidden by the post’s author · Show' }),
    ).toBeInTheDocument();
    expect(calls).toContainEqual({ name: 'hideReplyAsAuthor', input: { id: 1, hidden: true } });

    const again = await openMenu('Actions for your post');
    await userEvent.click(
      await again.findByRole('menuitem', { name: 'Block people…', hidden: true }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Block people from this post' });
    const block = within(dialog).getByRole('button', { name: 'Block selected' });
    expect(block).toBeDisabled();
    await userEvent.click(await within(dialog).findByRole('checkbox', { name: /Nell Newman/ }));
    await userEvent.click(block);
    expect(await screen.findByText('Blocked 1 member.')).toBeInTheDocument();
    expect(calls).toContainEqual({ name: 'blockFromPost', input: { id: 2, user_ids: [nell.id] } });
  });
});
