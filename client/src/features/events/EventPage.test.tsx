import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { renderRoute } from '../../test/render.tsx';
import { failUnhandledRequest, trpcHandler } from '../../test/trpc-msw.ts';
import { signInAs, signOut } from '../../test/session.ts';

const me = {
  id: 1,
  email: 'member@example.com',
  first_name: 'Test',
  last_name: 'Member',
  role: 'user',
  status: 'active',
  profile_picture: null,
};

const base = {
  id: 5,
  title: 'Money Moves Live',
  description: 'Budgeting, pensions and investing basics.',
  category: 'Finance',
  starts_at: '2030-01-21T18:00:00.000Z',
  ends_at: '2030-01-21T20:00:00.000Z',
  timezone: 'Europe/London',
  area: 'Online',
  is_online: true,
  location: null,
  online_url: null,
  capacity: 20,
  going_count: 19,
  interested_count: 2,
  waitlist_count: 0,
  featured: false,
  price_label: 'Free',
  speakers: [] as string[],
  group: null,
  organiser: { id: 9, first_name: 'Nadia', last_name: 'Brooks' },
  cancelled_at: null,
  my_rsvp: null,
  can_manage: false,
};
type Ev = Omit<typeof base, 'my_rsvp' | 'online_url' | 'cancelled_at'> & {
  my_rsvp: { status: string; waitlist_position: number | null } | null;
  online_url: string | null;
  cancelled_at: string | null;
};

const server = setupServer();
let event: Ev;
let calls: { name: string; input: unknown }[] = [];

function signIn() {
  signInAs(me, 'member-token');
}

beforeAll(() => server.listen({ onUnhandledRequest: failUnhandledRequest }));
beforeEach(() => {
  event = { ...base };
  calls = [];
  server.use(
    trpcHandler({
      'events.get': () => ({ data: { event } }),
      'events.rsvp': (input) => {
        calls.push({ name: 'rsvp', input });
        const full = event.going_count >= event.capacity;
        const rsvp = full
          ? { status: 'waitlisted', waitlist_position: 3 }
          : { status: 'going', waitlist_position: null };
        event = {
          ...event,
          my_rsvp: rsvp,
          going_count: event.going_count + (full ? 0 : 1),
          online_url: full ? null : 'https://meet.example.org/money',
        };
        return { data: { rsvp } };
      },
      'events.cancelRsvp': (input) => {
        calls.push({ name: 'cancelRsvp', input });
        event = { ...event, my_rsvp: null, going_count: event.going_count - 1, online_url: null };
        return { data: { success: true } };
      },
      'events.attendees': () => ({
        data: {
          attendees: [
            {
              id: 2,
              first_name: 'Rhea',
              last_name: 'Attendee',
              status: 'going',
              responded_at: '2029-12-01T10:00:00.000Z',
            },
          ],
          total: 1,
        },
      }),
      'notifications.list': () => ({
        data: { notifications: [], total: 0, unread_count: 0 },
      }),
    }),
  );
});
afterEach(() => {
  server.resetHandlers();
  signOut();
});
afterAll(() => server.close());

describe('the event page', () => {
  it('a visitor is asked to sign in, and sees the area but no link', async () => {
    renderRoute('/events/5');
    await screen.findByRole('heading', { name: 'Money Moves Live', level: 1 });
    expect(screen.getByRole('link', { name: 'Sign in to RSVP' })).toHaveAttribute(
      'href',
      '/sign-in?redirect=%2Fevents%2F5',
    );
    expect(screen.getByText('19 of 20 going')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Join online/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Going' })).not.toBeInTheDocument();
  });

  it('Going takes the last seat and reveals the link; Cancel my place gives it back', async () => {
    signIn();
    const user = userEvent.setup();
    renderRoute('/events/5');
    await user.click(await screen.findByRole('button', { name: 'Going' }));
    expect(await screen.findByRole('status')).toHaveTextContent("You're going");
    expect(screen.getByRole('link', { name: /Join online/ })).toHaveAttribute(
      'href',
      'https://meet.example.org/money',
    );
    expect(screen.getByText('20 of 20 going')).toBeInTheDocument();
    expect(calls).toContainEqual({ name: 'rsvp', input: { id: 5, status: 'going' } });
    await user.click(screen.getByRole('button', { name: 'Cancel my place' }));
    await screen.findByRole('button', { name: 'Going' });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(calls).toContainEqual({ name: 'cancelRsvp', input: { id: 5 } });
  });

  it('a member who is going, or waiting for a place, is not also offered or shown "Interested"', async () => {
    signIn();
    event = { ...base, my_rsvp: { status: 'going', waitlist_position: null } };
    const first = renderRoute('/events/5');
    expect(await screen.findByRole('status')).toHaveTextContent("You're going");
    expect(screen.queryByRole('button', { name: 'Interested' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel my place' })).toBeInTheDocument();
    first.unmount();
    event = { ...base, going_count: 20, my_rsvp: { status: 'waitlisted', waitlist_position: 2 } };
    renderRoute('/events/5');
    expect(await screen.findByRole('status')).toHaveTextContent('waitlist');
    expect(screen.queryByRole('button', { name: 'Interested' })).not.toBeInTheDocument();
  });

  it('when full, Join the waitlist answers with her place', async () => {
    signIn();
    event = { ...base, going_count: 20 };
    const user = userEvent.setup();
    renderRoute('/events/5');
    await user.click(await screen.findByRole('button', { name: 'Join the waitlist' }));
    expect(await screen.findByRole('status')).toHaveTextContent("You're on the waitlist (#3)");
    expect(screen.getByRole('button', { name: 'Leave the waitlist' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Join online/ })).not.toBeInTheDocument();
  });

  it('an interested member can still go; a cancelled event takes no RSVPs', async () => {
    signIn();
    event = { ...base, my_rsvp: { status: 'interested', waitlist_position: null } };
    const { unmount } = renderRoute('/events/5');
    expect(await screen.findByRole('status')).toHaveTextContent("You're interested");
    expect(screen.getByRole('button', { name: 'Going' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Interested' })).not.toBeInTheDocument();
    unmount();
    event = { ...base, cancelled_at: '2029-12-01T10:00:00.000Z' };
    renderRoute('/events/5');
    await screen.findByText('This event was cancelled.');
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Going' })).not.toBeInTheDocument(),
    );
  });

  it('the organiser sees the attendees and may edit or cancel', async () => {
    signIn();
    event = { ...base, can_manage: true, going_count: 1 };
    renderRoute('/events/5');
    const list = await screen.findByRole('list', { name: 'Attendees' });
    expect(await within(list).findByText('Rhea Attendee')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit event' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel event' })).toBeInTheDocument();
  });
});
