import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { renderRoute } from '../../test/render.tsx';
import { failUnhandledRequest, trpcHandler } from '../../test/trpc-msw.ts';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: failUnhandledRequest }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function refuse(message: string, field: string) {
  server.use(
    trpcHandler({
      'auth.resetPassword': () => ({
        error: {
          message,
          code: 'BAD_REQUEST',
          httpStatus: 400,
          issues: [{ path: [field], message }],
        },
      }),
    }),
  );
}

async function submitNewPassword(value: string) {
  renderRoute('/reset-password?token=abc');
  await userEvent.type(await screen.findByLabelText(/^New password/), value);
  await userEvent.type(screen.getByLabelText(/Confirm new password/), value);
  await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));
}

describe('reset password page', () => {
  it("shows the server's refusal of the password on the password field", async () => {
    const message = 'This password is too common. Choose one that is harder to guess.';
    refuse(message, 'new_password');
    await submitNewPassword('sunshine');
    await waitFor(() =>
      expect(screen.getByLabelText(/^New password/)).toHaveAccessibleDescription(
        expect.stringContaining(message),
      ),
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows a dead link as an alert above the button', async () => {
    const message = 'This reset link is invalid or has expired. Request a new one.';
    refuse(message, 'token');
    await submitNewPassword('a-good-long-phrase');
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });
});
