import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import type { ModerationReportDetail, ModerationTarget } from '@hercircle/shared';
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

const row: ModerationTarget = {
  id: 11,
  target_type: 'post',
  target_id: 5,
  status: 'open',
  excerpt: 'Buy cheap followers now',
  group_id: 3,
  group_name: 'Night owls',
  author: { id: 9, first_name: 'Mira', last_name: 'Spammer', anonymous: false },
  reasons: [
    { reason: 'harassment', count: 2 },
    { reason: 'spam', count: 1 },
  ],
  reporter_count: 3,
  first_reported_at: '2026-11-20T10:00:00.000Z',
  last_reported_at: '2026-11-22T10:00:00.000Z',
  hidden: true,
  auto_hidden: true,
  deleted: false,
  author_created_at: '2026-11-21T08:00:00.000Z',
};
const anonymousRow: ModerationTarget = {
  ...row,
  id: 12,
  target_id: 6,
  excerpt: 'Something said anonymously',
  author: { id: null, first_name: 'Anonymous member', last_name: '', anonymous: true },
  reasons: [{ reason: 'hate', count: 1 }],
  reporter_count: 1,
  hidden: false,
  auto_hidden: false,
};

function detailOf(r: ModerationTarget): ModerationReportDetail {
  return {
    ...r,
    title: null,
    content: `${r.excerpt} — the full text`,
    created_at: '2026-11-19T10:00:00.000Z',
    reports: [
      {
        id: r.id,
        reason: r.reasons[0]?.reason ?? 'spam',
        note: 'Third time this week',
        status: 'open',
        created_at: '2026-11-20T10:00:00.000Z',
        reporter: { id: 4, first_name: 'Rita', last_name: 'Reporter' },
      },
    ],
    history: r.author?.anonymous
      ? []
      : [
          {
            target_type: 'reply',
            target_id: 2,
            excerpt: 'An earlier reply',
            reasons: [{ reason: 'spam', count: 1 }],
            status: 'actioned',
            resolution: 'hide',
            first_reported_at: '2026-10-01T10:00:00.000Z',
            resolved_at: '2026-10-02T10:00:00.000Z',
          },
        ],
  };
}

/** The first render loads the route's code and the admin shell: slower than later steps. */
const FIRST_PAINT = { timeout: 5000 };

const server = setupServer();
let resolved: unknown[] = [];
let unmasked: unknown[] = [];
let listInputs: unknown[] = [];
let conflict = false;

beforeAll(() => server.listen({ onUnhandledRequest: failUnhandledRequest }));
beforeEach(() => {
  resolved = [];
  unmasked = [];
  listInputs = [];
  conflict = false;
  signInAs(admin, 'admin-token');
  server.use(
    trpcHandler({
      'moderation.reports': (input) => {
        listInputs.push(input);
        const open = resolved.length === 0;
        const reports = open ? [row, anonymousRow] : [anonymousRow];
        return { data: { reports, total: reports.length } };
      },
      'moderation.reportDetail': (input) => {
        const id = (input as { id: number }).id;
        return { data: { report: detailOf(id === row.id ? row : anonymousRow) } };
      },
      'moderation.resolve': (input) => {
        if (conflict)
          return { error: { message: 'Already resolved', code: 'CONFLICT', httpStatus: 409 } };
        resolved.push(input);
        return { data: { result: { status: 'actioned', action: 'hide', resolved: 3 } } };
      },
      'moderation.unmask': (input) => {
        unmasked.push(input);
        return { data: { author: { id: 9, first_name: 'Mira', last_name: 'Hidden' } } };
      },
      'admin.communities.list': () => ({
        data: {
          communities: [
            {
              id: 3,
              name: 'Night owls',
              description: '',
              category: 'General',
              memberCount: 4,
              status: 'active',
              createdAt: '2026-01-01T00:00:00.000Z',
            },
          ],
          total: 1,
        },
      }),
      'admin.stats': () => ({ data: {} }),
    }),
  );
});
afterEach(() => {
  server.resetHandlers();
  sessionStore.reload();
});
afterAll(() => server.close());

describe('the moderation queue and its drawer', () => {
  it('lists targets with reason counts; the drawer shows content, reports and history, and hides with a note', async () => {
    renderRoute('/admin/reports');
    const tableRow = await screen.findByRole(
      'row',
      { name: /Buy cheap followers now/ },
      FIRST_PAINT,
    );
    expect(within(tableRow).getByText('Harassment or bullying ×2')).toBeInTheDocument();
    expect(within(tableRow).getByText('Auto-hidden')).toBeInTheDocument();
    expect(within(tableRow).getByText('Mira Spammer')).toBeInTheDocument();
    expect(within(tableRow).getByText('3')).toBeInTheDocument();
    expect(listInputs[0]).toMatchObject({ status: 'open', limit: 20, offset: 0 });

    await userEvent.click(within(tableRow).getByRole('button', { name: /Review post/ }));
    const drawer = await screen.findByRole('dialog');
    expect(
      await within(drawer).findByText('Buy cheap followers now — the full text'),
    ).toBeInTheDocument();
    expect(within(drawer).getByText(/Rita Reporter/)).toBeInTheDocument();
    expect(within(drawer).getByText('“Third time this week”')).toBeInTheDocument();
    expect(within(drawer).getByText('Reply: An earlier reply')).toBeInTheDocument();
    // No unmask for signed content.
    expect(within(drawer).queryByRole('button', { name: 'Unmask author' })).toBeNull();

    await userEvent.click(within(drawer).getByRole('radio', { name: /Hide/ }));
    await userEvent.type(within(drawer).getByRole('textbox', { name: /Note/ }), 'Spam ring');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Hide' }));
    await waitFor(() => expect(resolved).toEqual([{ id: 11, action: 'hide', note: 'Spam ring' }]));
    expect(await screen.findByText('Report resolved.')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('row', { name: /Buy cheap followers now/ })).toBeNull(),
    );
  });

  it('keeps the status, type and group filters in the URL', async () => {
    renderRoute('/admin/reports?status=dismissed&type=post&group=3&page=2');
    await waitFor(
      () =>
        expect(listInputs).toContainEqual({
          status: 'dismissed',
          target_type: 'post',
          group_id: 3,
          limit: 20,
          offset: 20,
        }),
      FIRST_PAINT,
    );
    // The screen's content renders after its title (AdminPage), once the list is asked for.
    expect(await screen.findByRole('combobox', { name: 'Filter by status' })).toHaveValue(
      'Dismissed',
    );
    expect(screen.getByRole('combobox', { name: 'Filter by type' })).toHaveValue('Post');
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Filter by group' })).toHaveValue('Night owls'),
    );
  });

  it('offers Suspend with a number of days, and says when someone resolved it first', async () => {
    conflict = true;
    renderRoute('/admin/reports');
    const tableRow = await screen.findByRole(
      'row',
      { name: /Buy cheap followers now/ },
      FIRST_PAINT,
    );
    await userEvent.click(within(tableRow).getByRole('button', { name: /Review post/ }));
    const drawer = await screen.findByRole('dialog');
    await userEvent.click(await within(drawer).findByRole('radio', { name: /Suspend/ }));
    const days = within(drawer).getByRole('textbox', { name: /Suspend for \(days\)/ });
    await userEvent.clear(days);
    await userEvent.type(days, '30');
    await userEvent.type(within(drawer).getByRole('textbox', { name: /Note/ }), 'Repeated abuse');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Suspend' }));
    expect(await within(drawer).findByText('Already resolved')).toBeInTheDocument();
  });

  it('names an anonymous author only after a site admin unmasks her with a reason', async () => {
    renderRoute('/admin/reports');
    const tableRow = await screen.findByRole(
      'row',
      { name: /Something said anonymously/ },
      FIRST_PAINT,
    );
    expect(within(tableRow).getByText('Anonymous member')).toBeInTheDocument();
    await userEvent.click(within(tableRow).getByRole('button', { name: /Review post/ }));
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByText('Not shown for anonymous content.')).toBeInTheDocument();
    await userEvent.type(
      within(drawer).getByRole('textbox', { name: /Reason for unmasking/ }),
      'Threat of violence',
    );
    await userEvent.click(within(drawer).getByRole('button', { name: 'Unmask author' }));
    expect(await within(drawer).findByText(/Mira Hidden/)).toBeInTheDocument();
    expect(unmasked).toEqual([{ id: 6, reason: 'Threat of violence' }]);
  });

  it('bans from the group citing a rule and her reason, and can take her recent posts down', async () => {
    const user = userEvent.setup();
    renderRoute('/admin/reports');
    const tableRow = await screen.findByRole(
      'row',
      { name: /Buy cheap followers now/ },
      FIRST_PAINT,
    );
    await user.click(within(tableRow).getByRole('button', { name: /Review post/ }));
    const drawer = await screen.findByRole('dialog');
    await user.click(await within(drawer).findByRole('radio', { name: /Ban from group/ }));
    await user.click(
      within(drawer).getByRole('checkbox', {
        name: 'Also remove her posts in this group from the last 7 days',
      }),
    );
    await user.type(within(drawer).getByRole('textbox', { name: /Note/ }), 'Spam ring');
    await user.click(within(drawer).getByRole('combobox', { name: 'Rule' }));
    await user.click(await screen.findByRole('option', { name: '2. No spam', hidden: true }));
    await user.type(
      within(drawer).getByRole('textbox', { name: /Reason she is shown/ }),
      'Advertising in every thread',
    );
    await user.click(within(drawer).getByRole('button', { name: 'Ban from group' }));
    await waitFor(() =>
      expect(resolved).toEqual([
        {
          id: 11,
          action: 'ban_from_group',
          note: 'Spam ring',
          rule: 2,
          reason: 'Advertising in every thread',
          remove_recent_posts: true,
        },
      ]),
    );
  });
});
