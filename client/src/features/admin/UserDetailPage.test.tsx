import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import type { AdminUser, UserModeration } from '@hercircle/shared';
import { renderRoute } from '../../test/render.tsx';
import { failUnhandledRequest, trpcHandler } from '../../test/trpc-msw.ts';
import { signInAs, signOut } from '../../test/session.ts';

const admin = {
  id: 1,
  email: 'admin@example.com',
  first_name: 'Ada',
  last_name: 'Admin',
  role: 'admin',
  status: 'active',
  profile_picture: null,
};
const grace: AdminUser = {
  id: 7,
  name: 'Grace Member',
  email: 'grace@example.com',
  role: 'user',
  status: 'active',
  createdAt: '2026-10-01T10:00:00.000Z',
  pendingEmail: null,
};
const clean: UserModeration = {
  decisions: [],
  reports_filed: 2,
  reports_about: 5,
  open_reports_about: 1,
  suspended_until: null,
  posting_muted_until: null,
};
const suspendedUntil = '2099-12-01T08:00:00.000Z';

const server = setupServer();
let record: UserModeration;
let calls: { name: string; input: unknown }[];

beforeAll(() => server.listen({ onUnhandledRequest: failUnhandledRequest }));
beforeEach(() => {
  record = clean;
  calls = [];
  signInAs(admin, 'admin-token');
  server.use(
    trpcHandler({
      'admin.users.get': () => ({ data: { user: grace } }),
      'admin.fairProcess.memberRecord': () => ({ data: record }),
      'admin.fairProcess.suspend': (input) => {
        calls.push({ name: 'suspend', input });
        record = {
          ...record,
          suspended_until: suspendedUntil,
          decisions: [
            {
              id: 40,
              action: 'suspend',
              target: { type: 'user', id: 7 },
              group: null,
              excerpt: null,
              rule: { number: 2, title: 'No spam' },
              reason: 'Advertising in every group',
              automated: false,
              created_at: '2026-11-28T08:00:00.000Z',
              ends_at: suspendedUntil,
              reversed_at: null,
              appealable_until: '2027-05-30T08:00:00.000Z',
              appeal: null,
              decided_by: { id: 1, first_name: 'Ada', last_name: 'Admin' },
            },
          ],
        };
        return { data: record };
      },
      'admin.fairProcess.endSuspension': (input) => {
        calls.push({ name: 'endSuspension', input });
        record = { ...record, suspended_until: null };
        return { data: record };
      },
    }),
  );
});
afterEach(() => {
  server.resetHandlers();
  signOut();
});
afterAll(() => server.close());

describe('a member’s page in the portal', () => {
  it('shows her record, suspends her with a rule and a reason, and ends it', async () => {
    const user = userEvent.setup();
    renderRoute('/admin/users/7');
    const record = await screen.findByRole(
      'region',
      { name: 'Moderation record' },
      { timeout: 5000 },
    );
    expect(within(record).getByText('Reports about her').nextSibling).toHaveTextContent('5');
    expect(within(record).getByText('No moderation decisions about her.')).toBeInTheDocument();

    await user.click(within(record).getByRole('button', { name: 'Suspend' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suspend Grace Member' });
    const days = within(dialog).getByRole('textbox', { name: /Days/ });
    await user.clear(days);
    await user.type(days, '30');
    await user.click(within(dialog).getByRole('combobox', { name: 'Rule' }));
    await user.click(await screen.findByRole('option', { name: '2. No spam', hidden: true }));
    await user.type(
      within(dialog).getByRole('textbox', { name: /Reason she is shown/ }),
      'Advertising in every group',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    await waitFor(() =>
      expect(calls).toEqual([
        {
          name: 'suspend',
          input: { id: 7, days: 30, rule: 2, reason: 'Advertising in every group' },
        },
      ]),
    );
    const row = await within(record).findByRole('row', { name: /Suspended/ });
    expect(within(row).getByText('2. No spam')).toBeInTheDocument();
    expect(within(row).getByText('Ada Admin')).toBeInTheDocument();
    expect(within(record).getByText(/until 1 December 2099, 08:00 UTC/)).toBeInTheDocument();

    await user.click(within(record).getByRole('button', { name: 'End suspension' }));
    await waitFor(() =>
      expect(within(record).queryByRole('button', { name: 'End suspension' })).toBeNull(),
    );
    expect(calls.at(-1)).toEqual({ name: 'endSuspension', input: { id: 7 } });
  });
});
