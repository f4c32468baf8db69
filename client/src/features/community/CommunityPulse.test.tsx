import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import type { PulseGroup } from '@hercircle/shared';
import { renderRoute } from '../../test/render.tsx';
import { failUnhandledRequest, trpcHandler } from '../../test/trpc-msw.ts';

const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000).toISOString();
const groups: PulseGroup[] = [
  {
    id: 3,
    name: 'Quiet Minds',
    category: 'Health & Wellness',
    member_count: 1,
    created_at: hoursAgo(0.2),
    creator_name: 'Mei Tanaka',
  },
  {
    id: 2,
    name: 'Money Moves',
    category: 'Career & Finance',
    member_count: 3,
    created_at: hoursAgo(5),
    creator_name: null,
  },
  {
    id: 1,
    name: 'Poetry at Dusk',
    category: 'Arts & Culture',
    member_count: 2,
    created_at: hoursAgo(50),
    creator_name: 'Ruth Adebayo',
  },
];

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: failUnhandledRequest }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function answerPulse(answer: Parameters<typeof trpcHandler>[0][string]) {
  server.use(
    trpcHandler({
      'community.pulse': answer,
    }),
  );
}

function pulseSection() {
  return screen.getByRole('region', { name: 'Community pulse' });
}

describe("Home's community pulse", () => {
  it('shows three groups with the Hot rule, creators, counts, categories, relative times and totals', async () => {
    answerPulse(() => ({ data: { groups, total_groups: 12, total_members: 1480 } }));
    const { router } = renderRoute('/');
    const section = await waitFor(pulseSection);
    const card = async (name: string) =>
      (await within(section).findByText(name)).closest('button') as HTMLElement;

    const first = await card('Quiet Minds');
    expect(first).toHaveTextContent('Hot'); // the first is always hot
    expect(first).toHaveTextContent('Started by Mei Tanaka · 1 member · Health & Wellness');
    expect(first).toHaveTextContent('Just now');
    const second = await card('Money Moves');
    expect(second).toHaveTextContent('Hot'); // more than 2 members
    expect(second).toHaveTextContent('Started by Community Admin · 3 members');
    expect(second).toHaveTextContent('5 hours ago');
    const third = await card('Poetry at Dusk');
    expect(third).not.toHaveTextContent('Hot');
    expect(third).toHaveTextContent('2 days ago');
    expect(section).toHaveTextContent('12 groups');
    expect(section).toHaveTextContent('1,480 members');

    await userEvent.click(third);
    await waitFor(() => expect(router.state.location.pathname).toBe('/community'));
  });

  it('says when there are no communities yet', async () => {
    answerPulse(() => ({ data: { groups: [], total_groups: 0, total_members: 0 } }));
    renderRoute('/');
    expect(await screen.findByText('No communities available yet.')).toBeInTheDocument();
  });

  it('shows the loading text, then the error text when the call fails', async () => {
    answerPulse(() => ({
      error: { message: 'down', code: 'INTERNAL_SERVER_ERROR', httpStatus: 500 },
    }));
    renderRoute('/');
    expect(await screen.findByText('Loading communities...')).toBeInTheDocument();
    expect(await screen.findByText('Error loading communities')).toBeInTheDocument();
  });
});
