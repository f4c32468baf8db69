import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { renderRoute } from '../test/render.tsx';
import { failUnhandledRequest, trpcHandler } from '../test/trpc-msw.ts';
import { signInAs, signOut, TEST_MEMBER } from '../test/session.ts';
import { trpc } from '../lib/trpc.ts';

const server = setupServer();
let verified = false;
let resends = 0;
let refuse = false;

beforeAll(() => server.listen({ onUnhandledRequest: failUnhandledRequest }));
beforeEach(() => {
  verified = false;
  resends = 0;
  refuse = false;
  server.use(
    trpcHandler({
      'auth.me': () => ({ data: { user: { ...TEST_MEMBER, email_verified: verified } } }),
      'content.resendEmailConfirmation': () => {
        resends += 1;
        return refuse
          ? {
              error: {
                message: 'Too many attempts. Please wait a little and try again.',
                code: 'TOO_MANY_REQUESTS',
                httpStatus: 429,
              },
            }
          : { data: { success: true } };
      },
    }),
  );
  signInAs({ ...TEST_MEMBER, email_verified: false });
});
afterEach(() => {
  server.resetHandlers();
  signOut();
});
afterAll(() => server.close());

const banner = () => screen.findByRole('region', { name: 'Email address not confirmed' });

describe('the email-confirmation banner', () => {
  it('tells an unconfirmed member, and its button sends the email again and says so', async () => {
    renderRoute('/nowhere');
    const region = await banner();
    expect(
      within(region).getByText(
        'Your email address is not confirmed yet. Open the link we emailed you to confirm it.',
      ),
    ).toBeInTheDocument();
    await userEvent.click(within(region).getByRole('button', { name: 'Resend the email' }));
    expect(
      await within(region).findByText(
        'Sent. The new link is in your inbox; earlier links no longer work.',
      ),
    ).toBeInTheDocument();
    expect(resends).toBe(1);
  });

  it('shows the server’s refusal when she has asked too often', async () => {
    refuse = true;
    renderRoute('/nowhere');
    const region = await banner();
    await userEvent.click(within(region).getByRole('button', { name: 'Resend the email' }));
    expect(
      await within(region).findByText('Too many attempts. Please wait a little and try again.'),
    ).toBeInTheDocument();
  });

  it('hides for this page when she closes it', async () => {
    renderRoute('/nowhere');
    const region = await banner();
    await userEvent.click(within(region).getByRole('button', { name: 'Hide this message' }));
    expect(screen.queryByRole('region', { name: 'Email address not confirmed' })).toBeNull();
  });

  it('is not there for a confirmed member', async () => {
    verified = true;
    const { queryClient } = renderRoute('/nowhere');
    // Her /auth/me has answered: the banner decides from it.
    await waitFor(() => expect(queryClient.getQueryData(trpc.auth.me.queryKey())).toBeDefined());
    expect(screen.queryByRole('region', { name: 'Email address not confirmed' })).toBeNull();
  });
});
