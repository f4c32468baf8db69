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

const reply = {
  id: 7,
  kind: 'reply',
  actor: { id: 2, first_name: 'Fay', last_name: 'Fellow', profile_picture: null },
  target: { type: 'reply', id: 40 },
  url: '/community/group/3#post-9',
  read_at: null,
  created_at: '2026-11-23T10:00:00.000Z',
};
const anonymous = { ...reply, id: 6, actor: null, target: { type: 'reply', id: 39 } };
const approved = {
  ...reply,
  id: 5,
  kind: 'request_approved',
  actor: null,
  target: { type: 'group', id: 3 },
  url: '/community/group/3',
  read_at: '2026-11-23T09:00:00.000Z',
};

const server = setupServer();
let unread = 2;
let calls: { name: string; input: unknown }[] = [];

beforeAll(() => server.listen({ onUnhandledRequest: failUnhandledRequest }));
beforeEach(() => {
  signInAs(me, 'member-token');
  unread = 2;
  calls = [];
  server.use(
    trpcHandler({
      'notifications.list': (input) => {
        calls.push({ name: 'list', input });
        const items = [reply, anonymous, approved].map((n) =>
          unread === 0 ? { ...n, read_at: n.read_at ?? '2026-11-23T11:00:00.000Z' } : n,
        );
        return { data: { notifications: items, total: 3, unread_count: unread } };
      },
      'notifications.readAll': () => {
        calls.push({ name: 'readAll', input: null });
        unread = 0;
        return { data: { success: true } };
      },
      // Where the first notification leads: not this test's subject.
      'community.get': () => ({
        error: { message: 'Group not found', code: 'NOT_FOUND', httpStatus: 404 },
      }),
      'notifications.read': (input) => {
        calls.push({ name: 'read', input });
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

describe('the bell', () => {
  it('shows the unread count; its panel lists the newest, linking to each target', async () => {
    const user = userEvent.setup();
    renderRoute('/about');
    const bell = await screen.findByRole(
      'button',
      { name: 'Notifications, 2 unread' },
      { timeout: 5000 },
    );
    expect(calls[0]).toEqual({ name: 'list', input: { limit: 10 } });
    await user.click(bell);
    const panel = await screen.findByRole('dialog', { name: /^Notifications/ });
    const links = within(panel).getAllByRole('link');
    expect(links[0]).toHaveTextContent('Fay Fellow replied to your post');
    expect(links[0]).toHaveAttribute('href', '/community/group/3#post-9');
    expect(links[1]).toHaveTextContent('Anonymous member replied to your post');
    expect(links[2]).toHaveTextContent('Your request to join a group was approved');
    expect(within(panel).getByRole('link', { name: 'See all' })).toHaveAttribute(
      'href',
      '/notifications',
    );
    await user.click(within(panel).getByRole('button', { name: 'Mark all read' }));
    await screen.findByRole('button', { name: 'Notifications, 0 unread' });
    expect(calls.some((c) => c.name === 'readAll')).toBe(true);
  });

  it('opening one marks it read and goes to its target', async () => {
    const user = userEvent.setup();
    const { router } = renderRoute('/about');
    await user.click(
      await screen.findByRole('button', { name: 'Notifications, 2 unread' }, { timeout: 5000 }),
    );
    const panel = await screen.findByRole('dialog', { name: /^Notifications/ });
    await user.click(within(panel).getByRole('link', { name: 'Fay Fellow replied to your post' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/community/group/3'));
    expect(calls).toContainEqual({ name: 'read', input: { id: 7 } });
  });
});

describe('the /notifications page', () => {
  it('lists all, and the Unread tab asks for unread ones', async () => {
    const user = userEvent.setup();
    const { router } = renderRoute('/notifications');
    const list = await screen.findByRole('list', { name: 'Notifications' });
    expect(within(list).getAllByRole('link')).toHaveLength(3);
    await user.click(screen.getByRole('tab', { name: /Unread/ }));
    await waitFor(() => expect(router.state.location.search).toEqual({ show: 'unread' }));
    await waitFor(() =>
      expect(calls.at(-1)).toEqual({
        name: 'list',
        input: { unread: true, limit: 20, offset: 0 },
      }),
    );
  });
});
