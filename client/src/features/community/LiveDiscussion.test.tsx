import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import type { ChatStreamEvent, GroupPost } from '@hercircle/shared';
import { renderWithProviders } from '../../test/render.tsx';
import { failUnhandledRequest, trpcHandler } from '../../test/trpc-msw.ts';
import { dispatchLiveEvent } from '../live/live-events.ts';
import { Discussion } from './Discussion.tsx';
import {
  ines,
  mei,
  noReactions,
  postBy,
  preferences,
  readers,
  signIn,
} from './discussion.fixtures.ts';
import { signOut } from '../../test/session.ts';

const server = setupServer();
let posts: GroupPost[] = [];

/** Whether the top of the discussion is in view, as the browser's IntersectionObserver says. */
const observers = new Set<IntersectionObserverCallback>();
function setTopInView(isIntersecting: boolean) {
  act(() => {
    for (const callback of observers)
      callback([{ isIntersecting } as IntersectionObserverEntry], {} as IntersectionObserver);
  });
}

function renderDiscussion() {
  const router = createRouter({
    routeTree: createRootRoute({ component: () => <Discussion group={readers} /> }),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  return renderWithProviders(<RouterProvider router={router} />);
}
const live = (event: ChatStreamEvent) => act(() => dispatchLiveEvent(event));

beforeAll(() => server.listen({ onUnhandledRequest: failUnhandledRequest }));
beforeEach(() => {
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(private callback: IntersectionObserverCallback) {}
      observe() {
        observers.add(this.callback);
      }
      disconnect() {
        observers.delete(this.callback);
      }
    },
  );
  Element.prototype.scrollIntoView = vi.fn();
  signIn(mei);
  posts = [postBy(1, ines, 'Welcome, everyone.', mei)];
  server.use(
    trpcHandler({
      'users.preferences': () => preferences,
      'community.posts': () => ({ data: { posts, total: posts.length, next_cursor: null } }),
    }),
  );
});
afterEach(() => {
  server.resetHandlers();
  vi.unstubAllGlobals();
  observers.clear();
  signOut();
});
afterAll(() => server.close());

describe('the discussion, live', () => {
  it('collects new posts in an "N new posts" pill while the top is out of view; the pill shows them', async () => {
    renderDiscussion();
    expect(await screen.findByText('Welcome, everyone.')).toBeInTheDocument();
    setTopInView(false);
    for (const [id, content] of [
      [2, 'Chapter two tonight?'],
      [3, 'Yes, at nine.'],
    ] as const) {
      const post = postBy(id, ines, content, mei);
      posts = [post, ...posts];
      live({ type: 'post_created', group_id: readers.id, post });
    }
    const pill = await screen.findByRole('button', { name: '2 new posts' });
    expect(screen.queryByText('Chapter two tonight?')).toBeNull();
    await userEvent.click(pill);
    expect(await screen.findByText('Chapter two tonight?')).toBeInTheDocument();
    expect(screen.getByText('Yes, at nine.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /new post/ })).toBeNull();
    expect(Element.prototype.scrollIntoView).toHaveBeenCalled();
  });

  it('shows a new post at once while the top is in view, and no pill', async () => {
    renderDiscussion();
    expect(await screen.findByText('Welcome, everyone.')).toBeInTheDocument();
    setTopInView(true);
    const post = postBy(2, ines, 'Right at the top.', mei);
    posts = [post, ...posts];
    live({ type: 'post_created', group_id: readers.id, post });
    expect(await screen.findByText('Right at the top.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /new post/ })).toBeNull();
  });

  it('applies reaction counts, a reply count and a deletion in place, and ignores other groups', async () => {
    renderDiscussion();
    expect(await screen.findByText('Welcome, everyone.')).toBeInTheDocument();
    live({
      type: 'reaction_changed',
      group_id: readers.id,
      post_id: 1,
      reply_id: null,
      reactions: { ...noReactions, heart: 3 },
      my_reactions: [],
    });
    const list = screen.getByRole('list', { name: 'Posts' });
    expect(
      await within(list).findByRole('button', { name: /Heart, 3 reactions/ }),
    ).toBeInTheDocument();
    live({
      type: 'reply_created',
      group_id: readers.id,
      post_id: 1,
      reply: { ...replyOf(1), mine: false },
    });
    expect(await screen.findByRole('button', { name: '1 reply' })).toBeInTheDocument();
    live({ type: 'post_deleted', group_id: readers.id + 1, post_id: 1 });
    expect(screen.getByText('Welcome, everyone.')).toBeInTheDocument();
    live({ type: 'post_deleted', group_id: readers.id, post_id: 1 });
    await waitFor(() => expect(screen.queryByText('Welcome, everyone.')).toBeNull());
  });

  it('a live reply to her own post arrives unfolded, under the post', async () => {
    posts = [postBy(1, mei, 'Anyone for the Ferrante?', mei)];
    const reply = { ...replyOf(1), user_id: ines.id, user: ines, content: 'Me, gladly.' };
    server.use(
      trpcHandler({
        'users.preferences': () => preferences,
        'community.posts': () => ({ data: { posts, total: posts.length, next_cursor: null } }),
        'community.replies': () => ({ data: { replies: [reply], total: 1 } }),
      }),
    );
    renderDiscussion();
    expect(await screen.findByText('Anyone for the Ferrante?')).toBeInTheDocument();
    posts = [{ ...posts[0]!, reply_count: 1 }];
    live({ type: 'reply_created', group_id: readers.id, post_id: 1, reply });
    expect(await screen.findByText('Me, gladly.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '1 reply' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });
});

describe('paging by cursor', () => {
  it('"Load more posts" asks for the posts before the last page’s cursor', async () => {
    const inputs: unknown[] = [];
    server.use(
      trpcHandler({
        'users.preferences': () => preferences,
        'community.posts': (input) => {
          inputs.push(input);
          const before = (input as { before?: number }).before;
          return before === undefined
            ? { data: { posts: [postBy(5, ines, 'Newest.', mei)], total: 2, next_cursor: 5 } }
            : { data: { posts: [postBy(4, ines, 'Older.', mei)], total: 2, next_cursor: null } };
        },
      }),
    );
    renderDiscussion();
    expect(await screen.findByText('Newest.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Load more posts' }));
    expect(await screen.findByText('Older.')).toBeInTheDocument();
    expect(screen.getByText('Newest.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more posts' })).toBeNull();
    expect(inputs).toEqual([
      { id: readers.id, limit: expect.any(Number) },
      { id: readers.id, limit: expect.any(Number), before: 5 },
    ]);
  });
});

function replyOf(postId: number) {
  return {
    id: 40,
    post_id: postId,
    user_id: mei.id,
    content: 'Count me in.',
    created_at: '2026-11-20T10:00:00.000Z',
    edited_at: null,
    anonymous: false,
    hidden: false,
    mine: false,
    reactions: noReactions,
    my_reactions: [],
    user: mei,
    hidden_by_author: false,
    muted: false,
  };
}
