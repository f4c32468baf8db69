import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { renderRoute } from '../../test/render.tsx';
import { failUnhandledRequest, trpcHandler } from '../../test/trpc-msw.ts';
import { signInAs, TEST_MEMBER, signOut } from '../../test/session.ts';

const me = TEST_MEMBER;
const profile = (id: number, first_name: string, last_name: string) => ({
  id,
  first_name,
  last_name,
  email: null,
  bio: 'Cold water, warm company.',
  location: 'Brighton',
  occupation: null,
  interests: null,
  date_of_birth: null,
  profile_picture: null,
  role: 'user',
  created_at: '2026-03-02T10:00:00.000Z',
});

const server = setupServer();
let relation = { blocked: false, muted: false };
let messaging: 'open' | 'shared_groups' | 'nobody' = 'open';
let calls: { name: string; input: unknown }[] = [];

beforeAll(() => server.listen({ onUnhandledRequest: failUnhandledRequest }));
beforeEach(() => {
  signInAs(me, 'member-token');
  relation = { blocked: false, muted: false };
  messaging = 'open';
  calls = [];
  const record = (name: string, change: Partial<typeof relation>) => (input: unknown) => {
    calls.push({ name, input });
    relation = { ...relation, ...change };
    return { data: { success: true } };
  };
  server.use(
    trpcHandler({
      'users.profile': (input) => {
        const { id } = input as { id: number };
        if (id === 7)
          return {
            data: {
              user: profile(7, 'Rae', 'Okafor'),
              relation,
              groups_in_common: [
                { id: 3, name: 'Sea swimmers', is_private: false },
                { id: 9, name: 'Night shift nurses', is_private: true },
              ],
              limited: false,
              messaging,
            },
          };
        if (id === 8)
          return {
            data: {
              user: { ...profile(8, 'Ivy', 'Moss'), bio: null, location: null },
              relation,
              groups_in_common: [],
              limited: true,
              messaging,
            },
          };
        if (id === me.id)
          return {
            data: {
              user: profile(me.id, 'Mei', 'Tanaka'),
              relation,
              groups_in_common: [{ id: 3, name: 'Sea swimmers', is_private: false }],
              limited: false,
              messaging,
            },
          };
        return {
          error: { message: 'User not found', code: 'NOT_FOUND', httpStatus: 404 },
        };
      },
      'users.block': record('users.block', { blocked: true }),
      'users.unblock': record('users.unblock', { blocked: false }),
      'users.mute': record('users.mute', { muted: true }),
      'users.unmute': record('users.unmute', { muted: false }),
    }),
  );
});
afterEach(() => {
  server.resetHandlers();
  signOut();
});
afterAll(() => server.close());

describe('a member’s page', () => {
  it('shows who she is, and blocks her only after a confirmation that she won’t be told', async () => {
    renderRoute('/members/7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Rae Okafor' })).toBeVisible();
    expect(screen.getByText('Cold water, warm company.')).toBeVisible();
    expect(screen.getByText('Brighton')).toBeVisible();
    expect(screen.getByText('Joined March 2026')).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Block' }));
    const dialog = await screen.findByRole('dialog', { name: 'Block Rae Okafor?' });
    expect(dialog).toHaveTextContent('She won’t be told.');
    expect(calls).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Block' }));
    await waitFor(() => expect(calls).toEqual([{ name: 'users.block', input: { id: 7 } }]));
    // The page reads her relation again: the button turns into its undo.
    expect(await screen.findByRole('button', { name: 'Unblock' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Unblock' }));
    await waitFor(() => expect(calls.at(-1)).toEqual({ name: 'users.unblock', input: { id: 7 } }));
  });

  it('lists the groups they share as links, and Message links to a conversation with her', async () => {
    renderRoute('/members/7');
    const groups = await screen.findByRole('region', { name: 'Groups in common' });
    const links = within(groups).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Sea swimmers', '/community/group/3'],
      ['Night shift nurses', '/community/group/9'],
    ]);
    expect(within(groups).getByText('Private')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Message' })).toHaveAttribute('href', '/messages?to=7');
  });

  it('a limited profile shows her name and the actions, no groups; a blocked one no Message', async () => {
    const first = renderRoute('/members/8');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ivy Moss' })).toBeVisible();
    expect(screen.getByText('Only Ivy’s name and picture are shown to you.')).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Groups in common' })).toBeNull();
    expect(screen.queryByText('Cold water, warm company.')).toBeNull();
    expect(screen.getByRole('link', { name: 'Message' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Report' })).toBeVisible();
    first.unmount();
    relation = { blocked: true, muted: false };
    renderRoute('/members/8');
    expect(
      await screen.findByText('You blocked Ivy. Unblock her to see her profile.'),
    ).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Message' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Unblock' })).toBeVisible();
  });

  it('offers Message only when her dm_policy lets her write, and otherwise says why', async () => {
    messaging = 'nobody';
    const first = renderRoute('/members/7');
    expect(await screen.findByText('Rae doesn’t take messages.')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Message' })).toBeNull();
    first.unmount();
    messaging = 'shared_groups';
    renderRoute('/members/7');
    expect(
      await screen.findByText('Rae takes messages only from members of a group she’s in.'),
    ).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Message' })).toBeNull();
  });

  it('her own page has no Block, Mute or Report, and links to /profile', async () => {
    renderRoute(`/members/${me.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Mei Tanaka' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Edit your profile' })).toHaveAttribute(
      'href',
      '/profile',
    );
    for (const name of ['Block', 'Mute', 'Report'])
      expect(screen.queryByRole('button', { name })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Message' })).toBeNull();
    const groups = screen.getByRole('region', { name: 'Your groups' });
    expect(within(groups).getByRole('link', { name: 'Sea swimmers' })).toHaveAttribute(
      'href',
      '/community/group/3',
    );
  });

  it('an unknown member is a proper not-found state', async () => {
    renderRoute('/members/999');
    expect(await screen.findByRole('heading', { name: 'Member Not Found' })).toBeVisible();
    expect(screen.getByRole('link', { name: /Back to Community/ })).toHaveAttribute(
      'href',
      '/community',
    );
  });
});
