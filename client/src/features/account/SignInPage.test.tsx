import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { renderRoute, renderWithProviders } from '../../test/render.tsx';
import { failUnhandledRequest, trpcHandler } from '../../test/trpc-msw.ts';
import { sessionStore } from '../../lib/session.ts';
import { TwoStepForm } from './TwoStepForm.tsx';

const user = {
  id: 3,
  email: 'ada@example.com',
  first_name: 'Ada',
  last_name: 'Obi',
  role: 'user',
  status: 'active',
  profile_picture: null,
};
// Every page asks for the site's settings: the defaults answer them.
const server = setupServer(trpcHandler({}));
// A member who signs in lands on /community, which lists her groups and conversations.
const community = {
  'community.list': () => ({ data: { groups: [], total: 0 } }),
  'chat.conversations': () => ({ data: { conversations: [] } }),
};
let lastRegister: unknown;

beforeAll(() => server.listen({ onUnhandledRequest: failUnhandledRequest }));
afterEach(() => {
  server.resetHandlers();
  // A test that signed in must not leave the next one signed in (the sign-in page sends members on).
  sessionStore.clear();
});
afterAll(() => server.close());

describe('sign in page', () => {
  it("shows the spec's validation messages word for word", async () => {
    renderRoute('/sign-in');
    await userEvent.click(await screen.findByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/Email/), 'not-an-email');
    await userEvent.type(screen.getByLabelText(/^Password/), 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument();
  });

  it('signs in, stores authToken and userData, and goes to /community', async () => {
    server.use(
      trpcHandler({ ...community, 'auth.login': () => ({ data: { token: 'tok-123', user } }) }),
    );
    const { router } = renderRoute('/sign-in');
    await userEvent.type(await screen.findByLabelText(/Email/), 'ada@example.com');
    await userEvent.type(screen.getByLabelText(/^Password/), 'long-enough-1');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/community'));
    expect(localStorage.getItem('authToken')).toBe('tok-123');
    expect(JSON.parse(localStorage.getItem('userData') ?? '{}')).toMatchObject({
      id: 3,
      first_name: 'Ada',
    });
  });

  it('returns to the page that sent the user, but never off-site', async () => {
    server.use(
      trpcHandler({ ...community, 'auth.login': () => ({ data: { token: 'tok-9', user } }) }),
    );
    const { router } = renderRoute('/sign-in?redirect=%2F%2Fevil.example%2Fx');
    await userEvent.type(await screen.findByLabelText(/Email/), 'ada@example.com');
    await userEvent.type(screen.getByLabelText(/^Password/), 'long-enough-1');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/community'));
  });

  it("shows the server's message under the form", async () => {
    server.use(
      trpcHandler({
        'auth.login': () => ({
          error: { message: 'Invalid email or password', code: 'UNAUTHORIZED', httpStatus: 401 },
        }),
      }),
    );
    renderRoute('/sign-in');
    await userEvent.type(await screen.findByLabelText(/Email/), 'ada@example.com');
    await userEvent.type(screen.getByLabelText(/^Password/), 'wrong-password');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
    expect(localStorage.getItem('authToken')).toBeNull();
  });

  it("falls back to the spec's text when the server gives no message", async () => {
    server.use(
      trpcHandler({
        'auth.login': () => ({
          error: { message: '', code: 'INTERNAL_SERVER_ERROR', httpStatus: 500 },
        }),
      }),
    );
    renderRoute('/sign-in');
    await userEvent.type(await screen.findByLabelText(/Email/), 'ada@example.com');
    await userEvent.type(screen.getByLabelText(/^Password/), 'long-enough-1');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Login failed. Please try again.');
  });
});

describe('sign-in with an emailed code', () => {
  it('asks for her address, then the code, and signs her in with no password', async () => {
    const asked: unknown[] = [];
    const tried: unknown[] = [];
    server.use(
      trpcHandler({
        ...community,
        'auth.emailCode': (input) => {
          asked.push(input);
          return { data: { success: true } };
        },
        'auth.emailCodeSignIn': (input) => {
          tried.push(input);
          return { data: { token: 'tok-code', user } };
        },
      }),
    );
    const { router } = renderRoute('/sign-in');
    await userEvent.type(await screen.findByLabelText(/Email/), 'ada@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Email me a sign-in code' }));
    // Her address comes along; focus is on it.
    expect(screen.getByLabelText(/Email/)).toHaveValue('ada@example.com');
    expect(screen.getByLabelText(/Email/)).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Email me a code' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'If an account exists for ada@example.com, a code is on its way.',
    );
    expect(asked).toEqual([{ email: 'ada@example.com' }]);
    expect(screen.queryByLabelText(/Password/)).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Enter the 6-digit code from the email')).toBeInTheDocument();
    expect(tried).toEqual([]);

    await userEvent.type(screen.getByLabelText(/Code from the email/), '042917');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/community'));
    expect(tried).toEqual([{ email: 'ada@example.com', code: '042917' }]);
    expect(localStorage.getItem('authToken')).toBe('tok-code');
  });

  it('says how long a lock after wrong codes has left, and a new code replaces the last', async () => {
    let asks = 0;
    server.use(
      trpcHandler({
        'auth.emailCode': () => {
          asks += 1;
          return { data: { success: true } };
        },
        'auth.emailCodeSignIn': () => ({
          error: {
            message: 'Too many attempts. Please wait a little and try again.',
            code: 'TOO_MANY_REQUESTS',
            httpStatus: 429,
            retryAfter: 600,
          },
        }),
      }),
    );
    renderRoute('/sign-in');
    await userEvent.click(await screen.findByRole('button', { name: 'Email me a sign-in code' }));
    await userEvent.type(screen.getByLabelText(/Email/), 'ada@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Email me a code' }));
    await userEvent.type(await screen.findByLabelText(/Code from the email/), '111111');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many wrong codes. You can try again in 10 minutes.',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Send a new code' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'A new code is on its way to ada@example.com. The one before no longer works.',
    );
    expect(asks).toBe(2);
    await userEvent.click(
      screen.getByRole('button', { name: 'Sign in with your password instead' }),
    );
    expect(await screen.findByLabelText(/^Password/)).toBeInTheDocument();
    expect(screen.getByLabelText(/Email/)).toHaveValue('ada@example.com');
  });
});

describe('create account mode', () => {
  it('validates names and the confirmation, then returns to sign in with the email filled', async () => {
    server.use(
      trpcHandler({
        'auth.register': (input) => {
          lastRegister = input;
          return { data: { user: { ...user, email: 'new@example.com' } } };
        },
      }),
    );
    renderRoute('/sign-in');
    await userEvent.click(await screen.findByRole('button', { name: 'Create an account' }));
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('First name is required')).toBeInTheDocument();
    expect(screen.getByText('Last name is required')).toBeInTheDocument();
    expect(screen.getByText('Please confirm your password')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText(/First name/), 'Nia');
    await userEvent.type(screen.getByLabelText(/Last name/), 'Long');
    await userEvent.type(screen.getByLabelText(/^Email/), 'new@example.com');
    await userEvent.type(screen.getByLabelText(/^Password/), 'long-enough-1');
    await userEvent.type(screen.getByLabelText(/Confirm password/), 'long-enough-2');
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();

    await userEvent.clear(screen.getByLabelText(/Confirm password/));
    await userEvent.type(screen.getByLabelText(/Confirm password/), 'long-enough-1');
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Your account is ready');
    expect(screen.getByLabelText(/Email/)).toHaveValue('new@example.com');
    expect(lastRegister).toEqual({
      first_name: 'Nia',
      last_name: 'Long',
      email: 'new@example.com',
      password: 'long-enough-1',
    });
  });

  it('shows "Registration failed. Please try again." when the server says nothing', async () => {
    server.use(
      trpcHandler({
        'auth.register': () => ({
          error: { message: '', code: 'INTERNAL_SERVER_ERROR', httpStatus: 500 },
        }),
      }),
    );
    renderRoute('/sign-in');
    await userEvent.click(await screen.findByRole('button', { name: 'Create an account' }));
    await userEvent.type(screen.getByLabelText(/First name/), 'Nia');
    await userEvent.type(screen.getByLabelText(/Last name/), 'Long');
    await userEvent.type(screen.getByLabelText(/^Email/), 'new@example.com');
    await userEvent.type(screen.getByLabelText(/^Password/), 'long-enough-1');
    await userEvent.type(screen.getByLabelText(/Confirm password/), 'long-enough-1');
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Registration failed. Please try again.',
    );
  });
});

describe('server refusals on a field', () => {
  it('shows a refused password on the password field, not as a form alert', async () => {
    const message = 'This password is too common. Choose one that is harder to guess.';
    server.use(
      trpcHandler({
        'auth.register': () => ({
          error: {
            message,
            code: 'BAD_REQUEST',
            httpStatus: 400,
            issues: [{ path: ['password'], message }],
          },
        }),
      }),
    );
    renderRoute('/sign-in');
    await userEvent.click(await screen.findByRole('button', { name: 'Create an account' }));
    await userEvent.type(screen.getByLabelText(/First name/), 'Nia');
    await userEvent.type(screen.getByLabelText(/Last name/), 'Long');
    await userEvent.type(screen.getByLabelText(/^Email/), 'new@example.com');
    await userEvent.type(screen.getByLabelText(/^Password/), 'iloveyou');
    await userEvent.type(screen.getByLabelText(/Confirm password/), 'iloveyou');
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/^Password/)).toHaveAccessibleDescription(
        expect.stringContaining(message),
      ),
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('guarded pages', () => {
  it('send visitors to sign in, remembering where they were going', async () => {
    const { router } = renderRoute('/profile');
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
    expect(router.state.location.search).toEqual({ redirect: '/profile' });
  });

  it('a 401 from the server signs the member out locally', async () => {
    sessionStore.signIn({ token: 'expired', user: user as never });
    server.use(
      trpcHandler({
        'users.profile': () => ({
          error: { message: 'User not authenticated', code: 'UNAUTHORIZED', httpStatus: 401 },
        }),
      }),
    );
    renderRoute('/profile');
    await waitFor(() => expect(localStorage.getItem('authToken')).toBeNull());
    expect(localStorage.getItem('userData')).toBeNull();
  });
});

describe('two-step sign-in in her language', () => {
  const locked = (retryAfter: number) =>
    trpcHandler({
      'auth.twoFactor': () => ({
        error: {
          message: 'Too many attempts. Please wait a little and try again.',
          code: 'TOO_MANY_REQUESTS',
          httpStatus: 429,
          retryAfter,
        },
      }),
    });
  const form = (
    <TwoStepForm challenge="c-1" onSignedIn={() => undefined} onCancel={() => undefined} />
  );

  it('speaks Spanish, a lock’s wait in Spanish words', async () => {
    server.use(locked(120));
    renderWithProviders(form, { language: 'es' });
    expect(screen.getByRole('heading', { name: 'Verificación en dos pasos' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/Código de tu app/), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verificar e iniciar sesión' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Demasiados códigos incorrectos. Podrás intentarlo de nuevo en 2 minutos.',
    );
  });

  it('speaks Arabic, with Arabic’s dual for two minutes', async () => {
    server.use(locked(120));
    renderWithProviders(form, { language: 'ar' });
    await userEvent.type(screen.getByLabelText(/الرمز من تطبيقكِ/), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'التحقّق وتسجيل الدخول' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'رموز خاطئة كثيرة. يمكنكِ المحاولة مرة أخرى بعد دقيقتين.',
    );
  });
});
