import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { renderRoute } from '../../test/render.tsx';
import { failUnhandledRequest, trpcHandler } from '../../test/trpc-msw.ts';
import { sessionStore } from '../../lib/session.ts';
import { watchFor } from '../../test/watch.ts';

const user = {
  id: 3,
  email: 'ada@example.com',
  first_name: 'Ada',
  last_name: 'Obi',
  role: 'user',
  status: 'active',
  profile_picture: null,
};
const profile = { ...user, bio: null, location: null, created_at: '2026-01-01T00:00:00.000Z' };
const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: failUnhandledRequest }));
beforeEach(() => server.use(trpcHandler({ 'users.profile': () => ({ data: profile }) })));
afterEach(() => {
  server.resetHandlers();
  sessionStore.clear();
});
afterAll(() => server.close());

/** Did the sign-in or create-account form show, even for a frame? */
const watchForForm = () =>
  watchFor(() =>
    [...document.querySelectorAll('button[type="submit"]')].some((b) =>
      /^(Sign In|Create Account)$/.test(b.textContent?.trim() ?? ''),
    ),
  );

describe('sign-in and create-account pages for a signed-in member', () => {
  const cases: [string, string][] = [
    ['/sign-in?redirect=%2Fabout%3Ftab%3D1', '/about'],
    ['/create-account?redirect=%2Fabout', '/about'],
    ['/sign-in', '/profile'],
    ['/create-account', '/profile'],
    ['/sign-in?redirect=%2F%2Fevil.example%2Fx', '/profile'],
    ['/create-account?redirect=https%3A%2F%2Fevil.example', '/profile'],
    ['/sign-in?redirect=%2Fsign-in', '/profile'],
  ];
  it.each(cases)('%s sends her on to %s without showing the form', async (path, target) => {
    sessionStore.signIn({ token: 'tok', user: user as never });
    const watch = watchForForm();
    const { router } = renderRoute(path);
    await waitFor(() => expect(router.state.location.pathname).toBe(target));
    watch.stop();
    expect(watch.seen.form).toBe(false);
    expect(screen.queryByRole('button', { name: 'Sign In' })).toBeNull();
  });
});

describe('for a visitor', () => {
  it('/sign-in shows the sign-in form', async () => {
    renderRoute('/sign-in');
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('/create-account opens straight on the create-account form', async () => {
    renderRoute('/create-account');
    expect(await screen.findByLabelText(/First name/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Create account/i })).toBeInTheDocument();
  });
});
