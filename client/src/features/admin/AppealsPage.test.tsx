import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import type { AdminAppeal } from '@hercircle/shared';
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

const decision: AdminAppeal['decision'] = {
  id: 31,
  action: 'hide',
  target: { type: 'post', id: 9 },
  group: { id: 3, name: 'Night owls' },
  excerpt: 'Nobody asked for your opinion',
  rule: { number: 1, title: 'Be kind' },
  reason: 'A personal attack',
  automated: false,
  created_at: '2026-11-20T10:00:00.000Z',
  ends_at: null,
  reversed_at: null,
  user: { id: 9, first_name: 'Mira', last_name: 'Member' },
  decided_by: { id: 1, first_name: 'Ada', last_name: 'Admin' },
};
/** Ada took this decision herself. */
const hers: AdminAppeal = {
  id: 5,
  text: 'I was quoting the question back to her.',
  status: 'pending',
  created_at: '2026-11-21T10:00:00.000Z',
  decided_at: null,
  outcome_reason: null,
  decision,
  can_decide: false,
};
const another: AdminAppeal = {
  ...hers,
  id: 6,
  text: 'This was a joke between friends.',
  decision: {
    ...decision,
    id: 32,
    user: { id: 10, first_name: 'Nia', last_name: 'Novak' },
    decided_by: { id: 2, first_name: 'Bea', last_name: 'Boss' },
  },
  can_decide: true,
};

const server = setupServer();
let listInputs: unknown[];
let decided: unknown[];

beforeAll(() => server.listen({ onUnhandledRequest: failUnhandledRequest }));
beforeEach(() => {
  listInputs = [];
  decided = [];
  signInAs(admin, 'admin-token');
  server.use(
    trpcHandler({
      'admin.fairProcess.appeals': (input) => {
        listInputs.push(input);
        const appeals = decided.length === 0 ? [hers, another] : [hers];
        return { data: { appeals, total: appeals.length } };
      },
      'admin.fairProcess.decideAppeal': (input) => {
        decided.push(input);
        const { reason } = input as { reason: string };
        return {
          data: {
            appeal: {
              ...another,
              status: 'reversed',
              outcome_reason: reason,
              decided_at: '2026-11-22T10:00:00.000Z',
            },
          },
        };
      },
    }),
  );
});
afterEach(() => {
  server.resetHandlers();
  signOut();
});
afterAll(() => server.close());

describe('the appeals queue', () => {
  it('lists pending appeals; the admin who decided cannot decide her own', async () => {
    const user = userEvent.setup();
    renderRoute('/admin/appeals');
    const row = await screen.findByRole('row', { name: /Mira Member/ }, { timeout: 5000 });
    expect(listInputs[0]).toEqual({ status: 'pending', page: 1, limit: 20 });
    expect(within(row).getByText('1. Be kind')).toBeInTheDocument();
    expect(within(row).getByText('Ada Admin')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: /Review the appeal of Mira Member/ }));
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByText('I was quoting the question back to her.')).toBeInTheDocument();
    expect(within(drawer).getByText('“Nobody asked for your opinion”')).toBeInTheDocument();
    expect(
      within(drawer).getByText('You took this decision: another admin must decide.'),
    ).toBeInTheDocument();
    expect(within(drawer).queryByRole('button', { name: 'Reverse' })).toBeNull();
  });

  it('reverses with a reason, which it asks for first', async () => {
    const user = userEvent.setup();
    renderRoute('/admin/appeals');
    const row = await screen.findByRole('row', { name: /Nia Novak/ }, { timeout: 5000 });
    await user.click(within(row).getByRole('button', { name: /Review the appeal of Nia Novak/ }));
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByText(/Bea Boss/)).toBeInTheDocument();
    await user.click(within(drawer).getByRole('button', { name: 'Reverse' }));
    expect(await within(drawer).findByText('Say why')).toBeInTheDocument();
    expect(decided).toEqual([]);

    await user.type(
      within(drawer).getByRole('textbox', { name: /Reason she is told/ }),
      'It was a joke she explained in the thread.',
    );
    await user.click(within(drawer).getByRole('button', { name: 'Reverse' }));
    await waitFor(() =>
      expect(decided).toEqual([
        { id: 6, outcome: 'reversed', reason: 'It was a joke she explained in the thread.' },
      ]),
    );
    expect(await screen.findByText('Decision reversed.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('row', { name: /Nia Novak/ })).toBeNull());
  });

  it('filters by status from the URL', async () => {
    renderRoute('/admin/appeals?status=reversed');
    await waitFor(
      () => expect(listInputs).toContainEqual({ status: 'reversed', page: 1, limit: 20 }),
      { timeout: 5000 },
    );
    expect(await screen.findByRole('combobox', { name: 'Filter by status' })).toHaveValue(
      'Reversed',
    );
  });
});
