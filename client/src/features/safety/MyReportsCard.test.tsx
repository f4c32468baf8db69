import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { renderWithProviders } from '../../test/render.tsx';
import { failUnhandledRequest, trpcHandler } from '../../test/trpc-msw.ts';
import { MyReportsCard } from './MyReportsCard.tsx';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: failUnhandledRequest }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const base = {
  note: null,
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-21T10:00:00.000Z',
};

describe('My reports card', () => {
  it('lists each report with what, reference, reason, date, status and the rule once actioned', async () => {
    server.use(
      trpcHandler({
        'moderation.myReports': () => ({
          data: {
            reports: [
              {
                ...base,
                id: 2,
                target_type: 'post',
                target_id: 5,
                reason: 'hate',
                status: 'open',
                preview: 'Nasty words',
                rule: null,
              },
              {
                ...base,
                id: 1,
                target_type: 'message',
                target_id: 9,
                reason: 'spam',
                status: 'actioned',
                preview: null,
                rule: { number: 5, title: 'No spam or selling' },
              },
            ],
            total: 2,
          },
        }),
      }),
    );
    renderWithProviders(<MyReportsCard />);
    expect(screen.getByLabelText('Loading your reports')).toHaveAttribute('aria-busy', 'true');
    const items = await screen.findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Post: “Nasty words”');
    expect(items[0]).toHaveTextContent('R-2 · Hate or discrimination · Nov 20, 2026');
    expect(within(items[0]!).getByText('Open')).toBeVisible();
    expect(items[0]).not.toHaveTextContent('Under rule');
    expect(items[1]).toHaveTextContent('Chat message (no longer available)');
    expect(within(items[1]!).getByText('Actioned')).toBeVisible();
    expect(within(items[1]!).getByText('Under rule 5: No spam or selling')).toBeVisible();
  });

  it('says when there is nothing yet', async () => {
    server.use(
      trpcHandler({ 'moderation.myReports': () => ({ data: { reports: [], total: 0 } }) }),
    );
    renderWithProviders(<MyReportsCard />);
    expect(await screen.findByText('You have not reported anything.')).toBeVisible();
  });
});
