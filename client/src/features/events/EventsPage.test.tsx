import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { renderRoute } from '../../test/render.tsx';
import { failUnhandledRequest, trpcHandler } from '../../test/trpc-msw.ts';
import { signInAs, signOut } from '../../test/session.ts';

/** /events as the spec draws it: category chips that filter, and Register Free or Get Tickets. */
const me = {
  id: 1,
  email: 'member@example.com',
  first_name: 'Test',
  last_name: 'Member',
  role: 'user',
  status: 'active',
  profile_picture: null,
};

type Rsvp = { status: string; waitlist_position: number | null } | null;

function makeEvent(id: number, title: string, category: string, price: string | null) {
  return {
    id,
    title,
    description: 'An evening together.',
    category,
    starts_at: '2030-01-21T18:00:00.000Z',
    ends_at: '2030-01-21T20:00:00.000Z',
    timezone: 'Europe/London',
    area: 'Online',
    is_online: true,
    location: null,
    online_url: null,
    capacity: null,
    going_count: 3,
    interested_count: 0,
    waitlist_count: 0,
    featured: false,
    price_label: price,
    speakers: [] as string[],
    group: null,
    organiser: null,
    cancelled_at: null,
    my_rsvp: null as Rsvp,
    can_manage: false,
  };
}

const server = setupServer();
let events: ReturnType<typeof makeEvent>[];
let listed: Record<string, unknown>[];
let rsvps: unknown[];

beforeAll(() => server.listen({ onUnhandledRequest: failUnhandledRequest }));
beforeEach(() => {
  events = [
    {
      ...makeEvent(1, 'Money Moves Live', 'Finance', 'Free'),
      speakers: ['Mei Tanaka', 'Rosa Medina'],
    },
    {
      ...makeEvent(2, 'Leading with Confidence Summit', 'Leadership', '$299'),
      speakers: ['Dr Amina Yusuf', 'Claire Hendry', 'Leila Haddad'],
    },
    makeEvent(3, 'Book swap', 'Community', null),
  ];
  listed = [];
  rsvps = [];
  server.use(
    trpcHandler({
      'events.list': (input) => {
        const filter = input as { category?: string };
        listed.push(filter as Record<string, unknown>);
        const shown = events.filter((e) => !filter.category || e.category === filter.category);
        return { data: { events: shown, total: shown.length } };
      },
      'events.rsvp': (input) => {
        rsvps.push(input);
        const { id } = input as { id: number };
        const rsvp = { status: 'going', waitlist_position: null };
        events = events.map((e) =>
          e.id === id ? { ...e, my_rsvp: rsvp, going_count: e.going_count + 1 } : e,
        );
        return { data: { rsvp } };
      },
      'notifications.list': () => ({ data: { notifications: [], total: 0, unread_count: 0 } }),
    }),
  );
});
afterEach(() => {
  server.resetHandlers();
  signOut();
});
afterAll(() => server.close());

const card = (title: string) =>
  screen.getByRole('heading', { name: title, level: 2 }).closest('article') as HTMLElement;

describe('the events page', () => {
  it("shows the spec's chips, and a chip shows only its category", async () => {
    const user = userEvent.setup();
    const { router } = renderRoute('/events');
    await screen.findByRole('heading', { name: 'Money Moves Live', level: 2 });
    const chips = within(screen.getByRole('group', { name: 'Category' }));
    expect(chips.getAllByRole('button').map((b) => b.textContent)).toEqual([
      'All',
      'Leadership',
      'Finance',
      'Wellness',
      'Networking',
      'Support',
      'Entrepreneurship',
    ]);
    const show = within(screen.getByRole('group', { name: 'Show events' }));
    expect(show.getAllByRole('button').map((b) => b.textContent)).toEqual([
      'Online',
      'In person',
      'This week',
    ]);
    expect(chips.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(chips.getByRole('button', { name: 'Finance' }));
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Book swap' })).not.toBeInTheDocument(),
    );
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(card('Money Moves Live')).toBeInTheDocument();
    expect(chips.getByRole('button', { name: 'Finance' })).toHaveAttribute('aria-pressed', 'true');
    expect(router.state.location.search).toEqual({ category: 'Finance' });
    expect(listed.at(-1)).toMatchObject({ category: 'Finance' });

    // Online keeps the category; All lets every category back in and keeps Online.
    await user.click(show.getByRole('button', { name: 'Online' }));
    await waitFor(() =>
      expect(router.state.location.search).toEqual({ category: 'Finance', show: 'online' }),
    );
    await user.click(chips.getByRole('button', { name: 'All' }));
    await screen.findByRole('heading', { name: 'Book swap', level: 2 });
    expect(router.state.location.search).toEqual({ show: 'online' });
    expect(screen.getAllByRole('article')).toHaveLength(3);
  });

  it('a visitor reads Register Free or Get Tickets, and goes to sign in and back', async () => {
    renderRoute('/events');
    await screen.findByRole('heading', { name: 'Money Moves Live', level: 2 });
    const free = within(card('Money Moves Live')).getByRole('link', { name: /^Register Free/ });
    expect(free).toHaveTextContent(/^Register Free$/);
    expect(free).toHaveAttribute('href', '/sign-in?redirect=%2Fevents%2F1');
    const priced = within(card('Leading with Confidence Summit')).getByRole('link', {
      name: /^Get Tickets/,
    });
    expect(priced).toHaveTextContent(/^Get Tickets$/);
    // No price at all is a free event.
    expect(within(card('Book swap')).getByRole('link', { name: /^Register Free/ })).toBeVisible();
  });

  it('speakers: the first two, and an ellipsis when there are more', async () => {
    renderRoute('/events');
    await screen.findByRole('heading', { name: 'Money Moves Live', level: 2 });
    expect(
      within(card('Money Moves Live')).getByText('Speakers: Mei Tanaka, Rosa Medina'),
    ).toBeVisible();
    expect(
      within(card('Leading with Confidence Summit')).getByText(
        'Speakers: Dr Amina Yusuf, Claire Hendry, …',
      ),
    ).toBeVisible();
    expect(within(card('Book swap')).queryByText(/Speakers/)).not.toBeInTheDocument();
  });

  it('a member presses Get Tickets: she RSVPs and the button shows she is going', async () => {
    signInAs(me, 'member-token');
    const user = userEvent.setup();
    renderRoute('/events');
    await screen.findByRole('heading', { name: 'Leading with Confidence Summit', level: 2 });
    await user.click(
      within(card('Leading with Confidence Summit')).getByRole('button', { name: /^Get Tickets/ }),
    );
    const going = await within(card('Leading with Confidence Summit')).findByRole('link', {
      name: /^You're going/,
    });
    expect(going).toHaveAttribute('href', '/events/2');
    expect(rsvps).toEqual([{ id: 2, status: 'going' }]);
    expect(
      within(card('Leading with Confidence Summit')).queryByRole('button', { name: /Get Tickets/ }),
    ).not.toBeInTheDocument();
    expect(
      within(card('Money Moves Live')).getByRole('button', { name: /^Register Free/ }),
    ).toBeVisible();
  });
});
