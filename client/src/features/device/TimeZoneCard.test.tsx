import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import type { Preferences } from '@hercircle/shared';
import { renderWithProviders } from '../../test/render.tsx';
import { failUnhandledRequest, trpcHandler } from '../../test/trpc-msw.ts';
import { TimeZoneCard } from './TimeZoneCard.tsx';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: failUnhandledRequest }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const preferences = (time_zone: string | null): Preferences => ({
  newsletter_opt_in: false,
  email_frequency: 'daily',
  dm_policy: 'shared_groups',
  profile_visibility: 'members',
  content_note_filters: {},
  show_quick_exit: true,
  discreet_email: false,
  time_zone,
  language: null,
});

describe('her time zone in Settings', () => {
  it('shows the stored zone, even one the list leaves out (UTC), and saves another', async () => {
    let stored = preferences('UTC');
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
    const user = userEvent.setup();
    renderWithProviders(<TimeZoneCard />);
    const select = await screen.findByRole('combobox', { name: 'Your time zone' });
    // The offset's wording is the runtime's (GMT in Chromium, GMT+0 in Node).
    expect((select as HTMLInputElement).value).toMatch(/^UTC \(GMT/);
    // Mantine's dropdown opens through a transition happy-dom leaves styled hidden.
    await user.click(select);
    await user.clear(select);
    await user.type(select, 'Lima');
    await user.click(await screen.findByRole('option', { name: /America \/ Lima/, hidden: true }));
    expect(updates).toEqual([{ time_zone: 'America/Lima' }]);
    expect(await screen.findByRole('combobox', { name: 'Your time zone' })).toHaveValue(
      'America / Lima (GMT-5)',
    );
  });
});
