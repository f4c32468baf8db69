import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import type { Preferences } from '@hercircle/shared';
import { renderRoute, renderWithProviders } from '../../test/render.tsx';
import { failUnhandledRequest, trpcHandler } from '../../test/trpc-msw.ts';
import { EmailPreferencesCard } from './SettingsPage.tsx';

const WHY =
  'Plain subjects with no mention of HerCircle or what it is about. Useful if someone else can see your inbox.';
const server = setupServer(trpcHandler({}));

beforeAll(() => server.listen({ onUnhandledRequest: failUnhandledRequest }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('discreet emails', () => {
  it('are offered at sign-up with why, and asked for when she ticks the box', async () => {
    let registered: unknown;
    server.use(
      trpcHandler({
        'auth.register': (input) => {
          registered = input;
          return {
            data: {
              user: {
                id: 9,
                email: 'noor@example.com',
                first_name: 'Noor',
                last_name: 'Haddad',
                role: 'user',
                status: 'active',
                profile_picture: null,
                suspended_until: null,
                discreet_email: true,
              },
            },
          };
        },
      }),
    );
    renderRoute('/create-account');
    const box = await screen.findByRole('checkbox', { name: 'Discreet emails' });
    expect(box).not.toBeChecked();
    expect(screen.getByText(WHY)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/First name/), 'Noor');
    await userEvent.type(screen.getByLabelText(/Last name/), 'Haddad');
    await userEvent.type(screen.getByLabelText(/^Email/), 'noor@example.com');
    await userEvent.type(screen.getByLabelText(/^Password/), 'long-enough-1');
    await userEvent.type(screen.getByLabelText(/Confirm password/), 'long-enough-1');
    await userEvent.click(box);
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(registered).toEqual({
      first_name: 'Noor',
      last_name: 'Haddad',
      email: 'noor@example.com',
      password: 'long-enough-1',
      discreet_email: true,
    });
  });

  it('are a switch in Settings that saves her choice on the server', async () => {
    let stored: Preferences = {
      newsletter_opt_in: false,
      email_frequency: 'daily',
      dm_policy: 'shared_groups',
      profile_visibility: 'members',
      content_note_filters: {},
      show_quick_exit: true,
      discreet_email: false,
      time_zone: null,
      language: null,
    };
    const updates: unknown[] = [];
    server.use(
      trpcHandler({
        'users.preferences': () => ({ data: { preferences: stored } }),
        'users.updatePreferences': (input) => {
          updates.push(input);
          stored = { ...stored, ...(input as Partial<Preferences>) };
          return { data: { preferences: stored } };
        },
      }),
    );
    renderWithProviders(<EmailPreferencesCard />);
    // The switch's label holds its description too: her screen reader reads both.
    const toggle = await screen.findByRole('switch', { name: /^Discreet emails/ });
    expect(toggle).not.toBeChecked();
    expect(screen.getByText(WHY)).toBeInTheDocument();
    await userEvent.click(toggle);
    expect(await screen.findByText('Email preferences saved.')).toBeInTheDocument();
    expect(updates).toEqual([{ discreet_email: true }]);
    expect(toggle).toBeChecked();
  });
});
