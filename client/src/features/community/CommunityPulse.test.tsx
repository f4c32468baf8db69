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

const events = [
  { id: 41, title: 'Negotiate Your Worth', starts_at: '2027-01-14T18:00:00Z', area: 'Online' },
  { id: 42, title: 'Sunrise walk', starts_at: '2027-01-23T07:00:00Z', area: 'Lisbon' },
];

function answerPulse(answer: Parameters<typeof trpcHandler>[0][string]) {
  server.use(
    trpcHandler({
      'community.pulse': answer,
      'content.stories': () => ({ data: { stories: [], total: 7 } }),
      'events.list': () => ({ data: { events, total: events.length } }),
    }),
  );
}

/** The pulse loads below the fold once the page is live: its chunk may take a moment. */
function pulseSection() {
  return screen.findByRole('region', { name: 'Community pulse' }, { timeout: 5000 });
}

describe("Home's community pulse", () => {
  it('shows three groups with the Hot rule, creators, counts, categories, relative times and totals', async () => {
    answerPulse(() => ({ data: { groups, total_groups: 12, total_members: 1480 } }));
    const { router } = renderRoute('/');
    const section = await pulseSection();
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

  it('lists the next events from the events list, each a link to its page (issue 36)', async () => {
    answerPulse(() => ({ data: { groups, total_groups: 12, total_members: 1480 } }));
    renderRoute('/');
    const section = await pulseSection();
    expect(
      await within(section).findByRole('link', { name: /^Negotiate Your Worth/ }),
    ).toHaveAttribute('href', '/events/41');
    expect(within(section).getByRole('link', { name: /^Sunrise walk/ })).toHaveAttribute(
      'href',
      '/events/42',
    );
  });

  it("gives the hero the pulse's member count and the stories list's total (one source)", async () => {
    answerPulse(() => ({ data: { groups, total_groups: 12, total_members: 1480 } }));
    renderRoute('/');
    await pulseSection();
    const members = await screen.findAllByText('1,480', { exact: false });
    expect(members.length).toBeGreaterThanOrEqual(1);
    expect(screen.getByText('Members').previousElementSibling).toHaveTextContent('1,480');
    expect(screen.getByText('Stories shared').previousElementSibling).toHaveTextContent('7');
  });

  it('says when there are no communities yet', async () => {
    answerPulse(() => ({ data: { groups: [], total_groups: 0, total_members: 0 } }));
    renderRoute('/');
    await pulseSection();
    expect(await screen.findByText('No communities available yet.')).toBeInTheDocument();
  });

  it('shows the loading text, then the error text when the call fails', async () => {
    answerPulse(() => ({
      error: { message: 'down', code: 'INTERNAL_SERVER_ERROR', httpStatus: 500 },
    }));
    renderRoute('/');
    await pulseSection();
    expect(await screen.findByText('Loading communities...')).toBeInTheDocument();
    expect(await screen.findByText('Error loading communities')).toBeInTheDocument();
  });
});
