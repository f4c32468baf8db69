import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { renderRoute } from '../../test/render.tsx';
import { failUnhandledRequest, trpcHandler } from '../../test/trpc-msw.ts';
import { signInAs, signOut, TEST_MEMBER } from '../../test/session.ts';

// Her own page lists every group of hers; the private ones and her quiet memberships, which the
// server shows nobody else, are marked as seen by her alone (issue 35).

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: failUnhandledRequest }));
afterEach(() => {
  server.resetHandlers();
  signOut();
});
afterAll(() => server.close());

describe('her own groups on her page', () => {
  it('marks private groups and quiet memberships “Only you see this”', async () => {
    signInAs(TEST_MEMBER);
    server.use(
      trpcHandler({
        'users.profile': () => ({
          data: {
            user: {
              id: TEST_MEMBER.id,
              first_name: 'Mei',
              last_name: 'Tanaka',
              email: TEST_MEMBER.email,
              bio: null,
              location: null,
              occupation: null,
              interests: null,
              date_of_birth: null,
              profile_picture: null,
              role: 'user',
              created_at: '2026-03-02T10:00:00.000Z',
            },
            relation: { blocked: false, muted: false },
            groups_in_common: [
              { id: 3, name: 'Sea swimmers', is_private: false, quiet: false },
              { id: 5, name: 'IVF circle', is_private: false, quiet: true },
              { id: 9, name: 'Night shift nurses', is_private: true, quiet: false },
            ],
            limited: false,
            messaging: 'open',
          },
        }),
      }),
    );
    renderRoute(`/members/${TEST_MEMBER.id}`);
    const groups = await screen.findByRole('region', { name: 'Your groups' });
    const rows = within(groups).getAllByRole('listitem');
    expect(rows.map((r) => r.textContent)).toEqual([
      'Sea swimmers',
      'IVF circleQuietOnly you see this',
      'Night shift nursesPrivateOnly you see this',
    ]);
  });
});
