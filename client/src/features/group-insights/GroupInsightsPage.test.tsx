import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { renderRoute } from '../../test/render.tsx';
import { signInAs, TEST_MEMBER } from '../../test/session.ts';
import { failUnhandledRequest, trpcHandler } from '../../test/trpc-msw.ts';
import { readers } from '../community/discussion.fixtures.ts';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: failUnhandledRequest }));
beforeEach(() => signInAs(TEST_MEMBER));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const WEEKS = Array.from({ length: 12 }, (_, i) => ({
  week: new Date(Date.UTC(2026, 8, 7 + 7 * i)).toISOString().slice(0, 10),
  members: i < 4 ? 'fewer than 5' : 4 + i,
}));

type Answer = { data: unknown } | { error: { message: string; code: string; httpStatus: number } };

function answer(insights: Answer) {
  server.use(
    trpcHandler({
      'community.get': () => ({
        data: { group: { ...readers, is_private: true, my_role: 'admin' } },
      }),
      'community.insights': () => insights,
      // The chat widget, on every community page of a member.
      'chat.conversations': () => ({ data: { conversations: [] } }),
    }),
  );
}

describe('the group dashboard', () => {
  it('shows its figures as the server gives them, "fewer than 5" included, and members by week', async () => {
    answer({
      data: {
        insights: {
          members: 15,
          active_members_week: 'fewer than 5',
          posts_week: 3,
          replies_week: 12,
          pending_requests: 'fewer than 5',
          open_reports: 1,
          members_by_week: WEEKS,
        },
      },
    });
    renderRoute('/community/group/9/insights');
    expect(await screen.findByRole('heading', { level: 1, name: 'Group dashboard' })).toBeVisible();
    const figure = async (term: string) =>
      (await screen.findByText(term, { selector: 'dt' })).nextElementSibling?.textContent;
    expect(await figure('Members')).toBe('15');
    expect(await figure('Active members this week')).toBe('fewer than 5');
    expect(await figure('Posts this week')).toBe('3');
    expect(await figure('Replies this week')).toBe('12');
    expect(await figure('Requests waiting')).toBe('fewer than 5');
    expect(await figure('Open reports')).toBe('1');
    const weeks = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(weeks).toHaveLength(12);
    expect(weeks[0]).toHaveTextContent('Week of Sep 7fewer than 5');
    expect(weeks[11]).toHaveTextContent('This week15');
    expect(screen.getByRole('link', { name: 'Back to the group' })).toHaveAttribute(
      'href',
      '/community/group/9',
    );
  });

  it('tells a member who is not its admin why she cannot see it', async () => {
    answer({
      error: { message: 'Only the group’s admins can do that', code: 'FORBIDDEN', httpStatus: 403 },
    });
    renderRoute('/community/group/9/insights');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Only the group’s admins can do that',
    );
  });
});
