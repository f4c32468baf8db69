import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import type { Group, GroupPost } from '@hercircle/shared';
import { renderWithProviders } from '../../test/render.tsx';
import { failUnhandledRequest, trpcHandler } from '../../test/trpc-msw.ts';
import { PostItem } from './PostItem.tsx';
import { ines, mei, postBy, preferences, readers, signIn } from './discussion.fixtures.ts';

const server = setupServer();
let calls: { name: string; input: unknown }[] = [];

function renderPost(post: GroupPost, group: Group) {
  const router = createRouter({
    routeTree: createRootRoute({ component: () => <PostItem post={post} group={group} /> }),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  return renderWithProviders(<RouterProvider router={router} />);
}

const menuItem = (name: string) => screen.findByRole('menuitem', { name, hidden: true });

beforeAll(() => server.listen({ onUnhandledRequest: failUnhandledRequest }));
beforeEach(() => {
  localStorage.clear();
  calls = [];
  server.use(
    trpcHandler({
      'users.preferences': () => preferences,
      'community.posts': () => ({ data: { posts: [], total: 0 } }),
      'community.pinPost': (input) => {
        calls.push({ name: 'pinPost', input });
        return { data: { success: true } };
      },
      'community.unpinPost': (input) => {
        calls.push({ name: 'unpinPost', input });
        return { data: { success: true } };
      },
    }),
  );
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('pinned posts', () => {
  it('a group admin pins a post from its menu', async () => {
    signIn(mei);
    renderPost(postBy(3, ines, 'House rules', mei), { ...readers, my_role: 'admin' });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Actions for Ines Duarte’s post' }),
    );
    await userEvent.click(await menuItem('Pin'));
    await waitFor(() => expect(calls).toEqual([{ name: 'pinPost', input: { id: 3 } }]));
  });

  it('a pinned post says so, and its admin can unpin it', async () => {
    signIn(mei);
    renderPost(postBy(3, ines, 'House rules', mei, { pinned: true }), {
      ...readers,
      my_role: 'admin',
    });
    expect(await screen.findByText('Pinned')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Actions for Ines Duarte’s post' }));
    await userEvent.click(await menuItem('Unpin'));
    await waitFor(() => expect(calls).toEqual([{ name: 'unpinPost', input: { id: 3 } }]));
  });

  it('a plain member gets no pin item', async () => {
    signIn(mei);
    renderPost(postBy(3, ines, 'House rules', mei), readers);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Actions for Ines Duarte’s post' }),
    );
    expect(await menuItem('Report')).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Pin', hidden: true })).toBeNull();
  });
});
