import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import type { Group, GroupPost } from '@hercircle/shared';
import { renderWithProviders } from '../../test/render.tsx';
import { trpcHandler } from '../../test/trpc-msw.ts';
import { sessionStore } from '../../lib/session.ts';
import { Discussion } from './Discussion.tsx';

const mei = { id: 4, first_name: 'Mei', last_name: 'Tanaka', profile_picture: null };
const ines = { id: 7, first_name: 'Ines', last_name: 'Duarte', profile_picture: null };
const readers: Group = {
  id: 9,
  name: 'Night Readers',
  description: 'One chapter before sleep.',
  category: 'Education',
  is_private: false,
  max_members: 25,
  member_count: 2,
  status: 'active',
  created_at: '2026-11-02T10:00:00.000Z',
  creator_id: 7,
  creator_name: 'Ines Duarte',
  is_member: true,
  my_role: 'member',
  request_pending: false,
};

const server = setupServer();
let posts: GroupPost[] = [];
let calls: { name: string; input: unknown }[] = [];

function postBy(id: number, user: typeof mei, content: string): GroupPost {
  return {
    id,
    group_id: readers.id,
    user_id: user.id,
    content,
    created_at: '2026-11-20T09:00:00.000Z',
    edited_at: null,
    user,
  };
}

function signIn(user: typeof mei, role: 'user' | 'admin' = 'user') {
  localStorage.setItem('authToken', 'token');
  localStorage.setItem(
    'userData',
    JSON.stringify({ ...user, email: 'x@example.com', role, status: 'active' }),
  );
  sessionStore.reload();
}

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  localStorage.clear();
  posts = [postBy(2, mei, 'Finished the Ferrante.'), postBy(1, ines, 'Welcome, everyone.')];
  calls = [];
  server.use(
    trpcHandler({
      'community.posts': (input) => {
        calls.push({ name: 'posts', input });
        return { data: { posts, total: posts.length } };
      },
      'community.updatePost': (input) => {
        calls.push({ name: 'updatePost', input });
        const { id, content } = input as { id: number; content: string };
        posts = posts.map((p) =>
          p.id === id ? { ...p, content, edited_at: '2026-11-21T09:00:00.000Z' } : p,
        );
        return { data: { post: posts.find((p) => p.id === id) } };
      },
      'community.deletePost': (input) => {
        calls.push({ name: 'deletePost', input });
        posts = posts.filter((p) => p.id !== (input as { id: number }).id);
        return { data: { success: true } };
      },
    }),
  );
});
afterEach(() => {
  server.resetHandlers();
  localStorage.clear();
  sessionStore.reload();
});
afterAll(() => server.close());
// Mantine's dropdowns open through a transition that happy-dom leaves styled hidden (as the option
// lists of the other tests): the menu items are found with hidden: true.

describe('post menu in the discussion', () => {
  it('an author edits her own post from its menu; the post shows "edited"; others’ posts have no menu', async () => {
    signIn(mei);
    renderWithProviders(<Discussion group={readers} />);
    expect(await screen.findByText('Finished the Ferrante.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Actions for Ines Duarte’s post' })).toBeNull();
    expect(screen.queryByText('· edited')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Actions for your post' }));
    expect(await screen.findByRole('menuitem', { name: 'Edit', hidden: true })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Delete', hidden: true })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('menuitem', { name: 'Edit', hidden: true }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit post' });
    const field = within(dialog).getByRole('textbox', { name: 'Your post' });
    expect(field).toHaveValue('Finished the Ferrante.');
    await userEvent.clear(field);
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
    await userEvent.type(field, '  Finished the Ferrante at last.  ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Finished the Ferrante at last.')).toBeInTheDocument();
    expect(screen.getByText('· edited')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit post' })).toBeNull());
    expect(calls.find((c) => c.name === 'updatePost')?.input).toEqual({
      id: 2,
      content: 'Finished the Ferrante at last.',
    });
  });

  it('a group admin deletes another member’s post after confirming, from the keyboard; she cannot edit it', async () => {
    signIn(ines);
    renderWithProviders(<Discussion group={{ ...readers, my_role: 'admin' }} />);
    const actions = await screen.findByRole('button', { name: 'Actions for Mei Tanaka’s post' });
    actions.focus();
    await userEvent.keyboard('{Enter}');
    expect(
      await screen.findByRole('menuitem', { name: 'Delete', hidden: true }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Edit', hidden: true })).toBeNull();
    await userEvent.click(screen.getByRole('menuitem', { name: 'Delete', hidden: true }));

    const confirm = await screen.findByRole('dialog', { name: 'Delete this post?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Keep it' }));
    expect(calls.some((c) => c.name === 'deletePost')).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Actions for Mei Tanaka’s post' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Delete', hidden: true }));
    const again = await screen.findByRole('dialog', { name: 'Delete this post?' });
    await userEvent.click(within(again).getByRole('button', { name: 'Delete post' }));
    await waitFor(() => expect(screen.queryByText('Finished the Ferrante.')).toBeNull());
    expect(screen.getByText('Welcome, everyone.')).toBeInTheDocument();
    expect(calls.find((c) => c.name === 'deletePost')?.input).toEqual({ id: 2 });
  });

  it('a plain member sees no menu on posts that are not hers', async () => {
    signIn({ ...mei, id: 99, first_name: 'Ana' });
    renderWithProviders(<Discussion group={readers} />);
    expect(await screen.findByText('Welcome, everyone.')).toBeInTheDocument();
    expect(screen.queryAllByRole('button', { name: /^Actions for/ })).toHaveLength(0);
  });
});
