import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { renderRoute } from '../../test/render.tsx';
import { sessionStore } from '../../lib/session.ts';
import { watchFor } from '../../test/watch.ts';
import { failUnhandledRequest } from '../../test/trpc-msw.ts';

const member = {
  id: 3,
  email: 'ada@example.com',
  first_name: 'Ada',
  last_name: 'Obi',
  role: 'user',
  status: 'active',
  profile_picture: null,
};
const admin = { ...member, id: 1, email: 'admin@example.com', role: 'admin' };
// The portal's pages load their data; these tests only follow where the router goes.
const server = setupServer(
  http.all('*', () =>
    HttpResponse.json({ message: 'Not here', code: 'NOT_FOUND' }, { status: 404 }),
  ),
);

beforeAll(() => server.listen({ onUnhandledRequest: failUnhandledRequest }));
afterEach(() => {
  sessionStore.clear();
});
afterAll(() => server.close());

/** Did the admin sign-in form show, even for a frame? */
const watchForForm = () =>
  watchFor(() => document.querySelector('input[autocomplete="current-password"]') !== null);

describe('/admin/login for a signed-in admin', () => {
  const cases: [string, string][] = [
    ['/admin/login', '/admin/dashboard'],
    ['/admin/login?redirect=%2Fadmin%2Fusers', '/admin/users'],
    ['/admin/login?redirect=%2Fadmin%2Flogin', '/admin/dashboard'],
    ['/admin/login?redirect=%2F%2Fevil.example%2Fx', '/admin/dashboard'],
  ];
  it.each(cases)('%s sends her on to %s without showing the form', async (path, target) => {
    sessionStore.signIn({ token: 'tok', user: admin as never });
    const watch = watchForForm();
    const { router } = renderRoute(path);
    await waitFor(() => expect(router.state.location.pathname).toBe(target));
    watch.stop();
    expect(watch.seen.form).toBe(false);
  });
});

describe('/admin/login for a signed-in member who is not an admin', () => {
  it('shows the admin form with word that her account is not an admin one', async () => {
    sessionStore.signIn({ token: 'tok', user: member as never });
    const { router } = renderRoute('/admin/login?redirect=%2Fadmin%2Fusers');
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'You are signed in as ada@example.com, which is not an admin account. Sign in with an admin account to open the portal.',
      ),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/login');
    // Her member session stays until she signs in as an admin.
    expect(sessionStore.get()?.user.email).toBe('ada@example.com');
  });
});
