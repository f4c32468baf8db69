import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { quarterLabel, recentQuarters } from '@hercircle/shared';
import { renderRoute } from '../../test/render.tsx';
import { failUnhandledRequest, trpcHandler } from '../../test/trpc-msw.ts';

const server = setupServer();
let asked: unknown[] = [];
beforeAll(() => server.listen({ onUnhandledRequest: failUnhandledRequest }));
afterEach(() => {
  server.resetHandlers();
  asked = [];
});
afterAll(() => server.close());

const REPORT = {
  period: { key: '90d', from: '2026-08-30T09:00:00.000Z', to: '2026-11-28T09:00:00.000Z' },
  reports_by_category: { danger: 'fewer than 5', harassment: 12, spam: 7 },
  actions_by_rule: { '2. No harassment or pile-ons': 9, '4. No hate': 'fewer than 5' },
  actions_by_kind: { hide: 6, auto_hide: 'fewer than 5', ban: 'fewer than 5' },
  automated_share: 0.29,
  appeals: 5,
  reversals: 'fewer than 5',
  median_hours_to_first_action: 4.4,
};

function answer() {
  server.use(
    trpcHandler({
      'content.transparency': (input) => {
        asked.push(input);
        const period = (input as { period: string }).period;
        return {
          data: {
            ...REPORT,
            period: { ...REPORT.period, key: period },
            appeals: period === '90d' ? 5 : 'fewer than 5',
          },
        };
      },
    }),
  );
}

/** The rows of the table under a heading, as [what, count]. */
function rowsOf(name: string) {
  const table = screen.getByRole('table', { name });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [
      within(row).getByRole('rowheader').textContent,
      within(row).getByRole('cell').textContent,
    ]);
}

describe('the transparency page', () => {
  it('shows the last 90 days: figures, and tables by category, rule and kind', async () => {
    answer();
    renderRoute('/transparency');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Transparency report' }),
    ).toBeVisible();
    await screen.findByRole('table', { name: 'Reports received, by category' });
    expect(asked).toEqual([{ period: '90d' }]);
    expect(rowsOf('Reports received, by category')).toEqual([
      ['Someone is in danger', 'fewer than 5'],
      ['Harassment or bullying', '12'],
      ['Spam or scam', '7'],
    ]);
    expect(rowsOf('Actions taken, by rule')).toEqual([
      ['2. No harassment or pile-ons', '9'],
      ['4. No hate', 'fewer than 5'],
    ]);
    expect(rowsOf('Actions taken, by kind')).toEqual([
      ['Hidden by a moderator', '6'],
      ['Hidden automatically after several reports', 'fewer than 5'],
      ['Banned from a group', 'fewer than 5'],
    ]);
    const figure = (term: string) =>
      screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(figure('Median time from a report to its first action')).toBe('4 hours');
    expect(figure('Decisions taken automatically')).toBe('29%');
    expect(figure('Appeals made')).toBe('5');
    expect(figure('Decisions reversed on appeal')).toBe('fewer than 5');
    expect(screen.getByText(/Any number under five is shown as “fewer than 5”/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Last 90 days' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('switches to a quarter from the period links, and keeps it in the address', async () => {
    answer();
    const { router } = renderRoute('/transparency');
    await screen.findByRole('table', { name: 'Actions taken, by rule' });
    const nav = screen.getByRole('navigation', { name: 'Period' });
    const quarters = recentQuarters(new Date());
    const links = within(nav).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual([
      'Last 90 days',
      `${quarterLabel(quarters[0]!)} (so far)`,
      ...quarters.slice(1).map(quarterLabel),
    ]);
    const previous = quarters[1]!;
    await userEvent.click(within(nav).getByRole('link', { name: quarterLabel(previous) }));
    await waitFor(() =>
      expect(
        screen.getByText('Appeals made', { selector: 'dt' }).nextElementSibling,
      ).toHaveTextContent('fewer than 5'),
    );
    expect(router.state.location.search).toEqual({ period: previous });
    expect(asked).toContainEqual({ period: previous });
    expect(within(nav).getByRole('link', { name: quarterLabel(previous) })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('reads an unknown period in the address as the last 90 days', async () => {
    answer();
    renderRoute('/transparency?period=lately');
    await screen.findByRole('table', { name: 'Actions taken, by kind' });
    expect(asked).toEqual([{ period: '90d' }]);
  });

  it('says so when the report cannot be loaded', async () => {
    server.use(
      trpcHandler({
        'content.transparency': () => ({
          error: { message: 'Service unavailable', code: 'INTERNAL_SERVER_ERROR', httpStatus: 503 },
        }),
      }),
    );
    renderRoute('/transparency');
    expect(await screen.findByRole('alert')).toBeVisible();
  });
});
