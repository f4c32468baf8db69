import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import type { AdminUser } from '@hercircle/shared';
import { renderRoute } from '../../test/render.tsx';
import { failUnhandledRequest, trpcHandler } from '../../test/trpc-msw.ts';
import { sessionStore } from '../../lib/session.ts';
import { signInAs } from '../../test/session.ts';

const admin = {
  id: 1,
  email: 'admin@example.com',
  first_name: 'Ada',
  last_name: 'Admin',
  role: 'admin',
  status: 'active',
  profile_picture: null,
};
const people: AdminUser[] = [
  {
    id: 1,
    name: 'Ada Admin',
    email: 'admin@example.com',
    role: 'admin',
    status: 'active',
    createdAt: '2026-10-01T10:00:00.000Z',
    pendingEmail: null,
  },
  {
    id: 7,
    name: 'Grace Member',
    email: 'grace@example.com',
    role: 'user',
    status: 'inactive',
    createdAt: '2026-11-02T10:00:00.000Z',
    pendingEmail: 'grace.new@example.com',
  },
];

const server = setupServer();
let listInputs: { search?: string; status?: string }[] = [];
let fullInputs: unknown[] = [];
let deleted: unknown[] = [];

function answerList(input: unknown) {
  const { search = '', status } = input as { search?: string; status?: string };
  listInputs.push({ search, status });
  fullInputs.push(input);
  const users = people.filter(
    (u) =>
      (!search || u.name.toLowerCase().includes(search.toLowerCase())) &&
      (!status || u.status === status) &&
      !deleted.some((d) => (d as { id: number }).id === u.id),
  );
  return { data: { users, total: users.length } };
}

beforeAll(() => server.listen({ onUnhandledRequest: failUnhandledRequest }));
beforeEach(() => {
  listInputs = [];
  fullInputs = [];
  deleted = [];
  signInAs(admin, 'admin-token');
  server.use(
    trpcHandler({
      'admin.users.list': answerList,
      'admin.users.delete': (input) => {
        deleted.push(input);
        return { data: { ok: true } };
      },
    }),
  );
});
afterEach(() => {
  server.resetHandlers();
  sessionStore.reload();
});
afterAll(() => server.close());

describe('admin users table', () => {
  it('lists users with their role, status and join date; the admin cannot delete themself', async () => {
    renderRoute('/admin/users');
    const row = async (name: string) => screen.findByRole('row', { name: new RegExp(name) });
    const grace = await row('Grace Member');
    expect(within(grace).getByText('grace@example.com')).toBeInTheDocument();
    // An address an admin gave her waits for its link to be followed.
    expect(within(grace).getByText('pending: grace.new@example.com')).toBeInTheDocument();
    expect(within(grace).getByText('Nov 2, 2026')).toBeInTheDocument();
    expect(within(grace).getByRole('button', { name: 'Delete Grace Member' })).toBeEnabled();
    const self = await row('Ada Admin');
    expect(within(self).getByRole('button', { name: 'Delete Ada Admin' })).toBeDisabled();
    expect(screen.getByText('1–2 of 2')).toBeInTheDocument();
  });

  it('searches on the server and says when filters hide every row', async () => {
    renderRoute('/admin/users');
    await screen.findByText('Grace Member');
    await userEvent.type(screen.getByLabelText('Search users by name or email'), 'nobody');
    await waitFor(() => expect(listInputs.at(-1)).toEqual({ search: 'nobody', status: undefined }));
    await waitFor(() => expect(screen.queryByText('Grace Member')).not.toBeInTheDocument());
    expect(
      screen.getByText('No users match these filters. Clear the search or filters.'),
    ).toBeVisible();
  });

  it('deletes after the confirmation, with a toast, and the row leaves the table', async () => {
    renderRoute('/admin/users');
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Grace Member' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText(/Are you sure you want to delete this user\?/),
    ).toBeInTheDocument();
    expect(deleted).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('User deleted.')).toBeInTheDocument();
    expect(deleted).toEqual([{ id: 7 }]);
    await waitFor(() => expect(screen.queryByText('Grace Member')).not.toBeInTheDocument());
  });

  it('keeps search, filters, sort and page in the URL, so a linked table shows the same rows', async () => {
    const { router } = renderRoute(
      '/admin/users?search=grace&status=inactive&role=user&sort=name&dir=asc&page=2',
    );
    await waitFor(() =>
      expect(fullInputs).toContainEqual({
        search: 'grace',
        status: 'inactive',
        role: 'user',
        sort: 'name',
        direction: 'asc',
        limit: 20,
        offset: 20,
      }),
    );
    // The screen's content renders after its title (AdminPage), once the list is asked for.
    expect(await screen.findByLabelText('Search users by name or email')).toHaveValue('grace');
    expect(screen.getByRole('combobox', { name: 'Filter by status' })).toHaveValue('Inactive');
    expect(screen.getByRole('combobox', { name: 'Filter by role' })).toHaveValue('Members');

    // A new search or filter starts again at page 1.
    await userEvent.clear(screen.getByLabelText('Search users by name or email'));
    await userEvent.type(screen.getByLabelText('Search users by name or email'), 'ada');
    await waitFor(() =>
      expect(router.state.location.search).toEqual({
        search: 'ada',
        status: 'inactive',
        role: 'user',
        sort: 'name',
        dir: 'asc',
      }),
    );
    await userEvent.click(screen.getByRole('combobox', { name: 'Filter by status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Active', hidden: true }));
    await waitFor(() =>
      expect(router.state.location.search).toEqual({
        search: 'ada',
        status: 'active',
        role: 'user',
        sort: 'name',
        dir: 'asc',
      }),
    );
  });
});
