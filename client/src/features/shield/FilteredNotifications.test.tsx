import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { renderRoute } from '../../test/render.tsx';
import { failUnhandledRequest, trpcHandler } from '../../test/trpc-msw.ts';
import { signInAs, signOut, TEST_MEMBER } from '../../test/session.ts';

const fromFellow = {
  id: 8,
  kind: 'mention',
  actor: { id: 2, first_name: 'Fay', last_name: 'Fellow', profile_picture: null },
  target: { type: 'post', id: 41 },
  url: '/community/group/3#post-41',
  read_at: null,
  created_at: '2026-11-23T10:00:00.000Z',
  others_count: 0,
};
const fromNewcomer = {
  ...fromFellow,
  id: 9,
  actor: { id: 5, first_name: 'Nell', last_name: 'Newman', profile_picture: null },
};

const server = setupServer();
let inputs: unknown[];

beforeAll(() => server.listen({ onUnhandledRequest: failUnhandledRequest }));
beforeEach(() => {
  inputs = [];
  signInAs(TEST_MEMBER, 'token');
  server.use(
    trpcHandler({
      'notifications.list': (input) => {
        inputs.push(input);
        const filtered = (input as { filtered?: boolean }).filtered === true;
        return {
          data: {
            notifications: [filtered ? fromNewcomer : fromFellow],
            total: 1,
            unread_count: 1,
            filtered_unread_count: 1,
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

describe('Filtered notifications', () => {
  it('keep what her filters caught under their own tab, nothing lost', async () => {
    const user = userEvent.setup();
    const { router } = renderRoute('/notifications');
    const list = await screen.findByRole('list', { name: 'Notifications' });
    expect(within(list).getByText(/Fay Fellow/)).toBeInTheDocument();
    expect(within(list).queryByText(/Nell Newman/)).toBeNull();

    await user.click(screen.getByRole('tab', { name: 'Filtered (1)' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ show: 'filtered' }));
    expect(await screen.findByText(/Nell Newman/)).toBeInTheDocument();
    expect(screen.getByText(/your filters keep out of the bell/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Change your filters' })).toHaveAttribute(
      'href',
      '/settings#shield',
    );
    expect(inputs.at(-1)).toEqual({ unread: false, filtered: true, limit: 20, offset: 0 });
  });
});
