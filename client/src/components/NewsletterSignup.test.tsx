import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { renderWithProviders } from '../test/render.tsx';
import { failUnhandledRequest, trpcHandler } from '../test/trpc-msw.ts';
import { signInAs, TEST_MEMBER, signOut } from '../test/session.ts';
import { NewsletterSignup } from './NewsletterSignup.tsx';

const server = setupServer();
let sent: unknown[] = [];

beforeAll(() => server.listen({ onUnhandledRequest: failUnhandledRequest }));
beforeEach(() => {
  sent = [];
  server.use(
    trpcHandler({
      'content.subscribe': (input) => {
        sent.push(input);
        return { data: { success: true } };
      },
    }),
  );
});
afterEach(() => {
  server.resetHandlers();
  signOut();
});
afterAll(() => server.close());

async function subscribe(email: string) {
  renderWithProviders(<NewsletterSignup />);
  await userEvent.type(screen.getByRole('textbox', { name: 'Email address' }), email);
  await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
  await screen.findByText('Welcome to the Family!');
}

describe('the newsletter signup form', () => {
  it("keeps the spec's welcome and tells a visitor to confirm from her inbox", async () => {
    await subscribe('reader@example.com');
    expect(sent).toEqual([{ email: 'reader@example.com' }]);
    expect(screen.getByText('Check your email for a special welcome gift.')).toBeInTheDocument();
    expect(screen.getByText('Check your inbox to confirm your subscription.')).toBeInTheDocument();
  });

  it('tells a member signing up her own address that she is subscribed, with nothing to confirm', async () => {
    signInAs(TEST_MEMBER);
    await subscribe('Mei@Example.com');
    expect(screen.getByText('Check your email for a special welcome gift.')).toBeInTheDocument();
    expect(screen.queryByText('Check your inbox to confirm your subscription.')).toBeNull();
    expect(screen.getByText('You are subscribed.')).toBeInTheDocument();
  });

  it('asks a member to confirm another address she signs up', async () => {
    signInAs(TEST_MEMBER);
    await subscribe('mei.work@example.com');
    expect(screen.getByText('Check your inbox to confirm your subscription.')).toBeInTheDocument();
  });
});
