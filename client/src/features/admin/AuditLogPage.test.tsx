import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import type { AuditEntry } from '@hercircle/shared';
import { renderRoute } from '../../test/render.tsx';
import { failUnhandledRequest, trpcHandler } from '../../test/trpc-msw.ts';
import { sessionStore } from '../../lib/session.ts';
import { signInAs } from '../../test/session.ts';

const admin = {
  id: 1,
  email: 'nadia@example.com',
  first_name: 'Nadia',
  last_name: 'Brooks',
  role: 'admin',
  status: 'active',
  profile_picture: null,
};
const entries: AuditEntry[] = [
  {
    id: 31,
    actor_id: 1,
    actor_email: 'nadia@example.com',
    actor_name: 'Nadia Brooks',
    action: 'hide',
    entity: 'post',
    entity_id: 41,
    details: { rule: 2, reason: 'A pile-on from new accounts' },
    created_at: '2026-11-27T09:30:00.000Z',
    rule: 2,
  },
  {
    id: 30,
    actor_id: null,
    actor_email: 'system',
    actor_name: null,
    action: 'auto_hide',
    entity: 'reply',
    entity_id: 9,
    details: { reports: 3 },
    created_at: '2026-11-26T18:00:00.000Z',
    rule: null,
  },
];

const server = setupServer();
let inputs: { actor: string; action: string; entity: string; offset: number }[] = [];

beforeAll(() => server.listen({ onUnhandledRequest: failUnhandledRequest }));
beforeEach(() => {
  inputs = [];
  signInAs(admin, 'admin-token');
  server.use(
    trpcHandler({
      'admin.auditLog': (input) => {
        const filter = input as (typeof inputs)[number];
        inputs.push(filter);
        const shown = entries.filter(
          (e) =>
            (!filter.action || e.action === filter.action) &&
            (!filter.actor || (e.actor_name ?? e.actor_email).toLowerCase().includes(filter.actor)),
        );
        return { data: { entries: shown, total: shown.length } };
      },
    }),
  );
});
afterEach(() => {
  server.resetHandlers();
  sessionStore.reload();
});
afterAll(() => server.close());

describe('the audit log screen', () => {
  it('lists each change with its actor, action, record and rule', async () => {
    renderRoute('/admin/audit-log');
    const hide = await screen.findByRole('row', { name: /Post #41/ });
    expect(within(hide).getByText('Nadia Brooks')).toBeInTheDocument();
    expect(within(hide).getByText('nadia@example.com')).toBeInTheDocument();
    expect(within(hide).getByText('Post #41')).toBeInTheDocument();
    expect(within(hide).getByText('Rule 2')).toBeInTheDocument();
    expect(within(hide).getByText('A pile-on from new accounts')).toBeInTheDocument();
    const auto = screen.getByRole('row', { name: /Hid automatically/ });
    expect(within(auto).getByText('System (automatic)')).toBeInTheDocument();
    expect(within(auto).getByText('Reply #9')).toBeInTheDocument();
    expect(within(auto).getByLabelText('No rule')).toBeInTheDocument();

    // Its details open on demand.
    await userEvent.click(
      within(auto).getByRole('button', {
        name: 'Show the details of entry 30: Hid automatically, Reply #9',
      }),
    );
    expect(await screen.findByText(/"reports": 3/)).toBeInTheDocument();
  });

  it('searches by actor and filters by action on the server, and keeps both in the URL', async () => {
    const { router } = renderRoute('/admin/audit-log');
    await screen.findByText('Post #41');
    await userEvent.type(screen.getByLabelText('Search by actor'), 'nadia');
    await waitFor(() => expect(inputs.at(-1)).toMatchObject({ actor: 'nadia', action: '' }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Filter by action' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Hid', hidden: true }));
    await waitFor(() => expect(inputs.at(-1)).toMatchObject({ actor: 'nadia', action: 'hide' }));
    await waitFor(() =>
      expect(router.state.location.search).toEqual({ search: 'nadia', action: 'hide' }),
    );
    await waitFor(() => expect(screen.queryByText('Reply #9')).not.toBeInTheDocument());

    await userEvent.clear(screen.getByLabelText('Search by actor'));
    await userEvent.type(screen.getByLabelText('Search by actor'), 'nobody');
    expect(
      await screen.findByText('No entries match these filters. Clear the search or filters.'),
    ).toBeVisible();
  });

  it('opens with the filters a link names', async () => {
    renderRoute('/admin/audit-log?action=auto_hide&entity=reply&page=2');
    await waitFor(() =>
      expect(inputs).toContainEqual({
        actor: '',
        action: 'auto_hide',
        entity: 'reply',
        limit: 50,
        offset: 50,
      }),
    );
    expect(await screen.findByRole('combobox', { name: 'Filter by record' })).toHaveValue('Reply');
  });
});
