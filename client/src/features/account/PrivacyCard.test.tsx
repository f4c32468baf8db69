import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import type { Preferences } from '@hercircle/shared';
import { renderWithProviders } from '../../test/render.tsx';
import { failUnhandledRequest, trpcHandler } from '../../test/trpc-msw.ts';
import { PrivacyCard } from './PrivacyCard.tsx';

const server = setupServer();
let stored: Preferences;
let updates: unknown[] = [];

beforeAll(() => server.listen({ onUnhandledRequest: failUnhandledRequest }));
beforeEach(() => {
  updates = [];
  stored = {
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
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('Privacy in settings', () => {
  it('shows the stored choices and saves only the one she changes', async () => {
    const user = userEvent.setup();
    renderWithProviders(<PrivacyCard />);
    const dm = await screen.findByRole('combobox', { name: 'Who can send me direct messages' });
    expect(dm).toHaveValue('Members of groups I belong to');
    expect(screen.getByRole('combobox', { name: 'Who can see my profile' })).toHaveValue(
      'Any member',
    );
    await user.click(dm);
    await user.click(await screen.findByRole('option', { name: 'Nobody', hidden: true }));
    expect(await screen.findByText('Privacy settings saved.')).toBeInTheDocument();
    expect(updates).toEqual([{ dm_policy: 'nobody' }]);
    expect(dm).toHaveValue('Nobody');
  });

  it('speaks Spanish, down to the toast that says her choice is saved', async () => {
    const user = userEvent.setup();
    renderWithProviders(<PrivacyCard />, { language: 'es' });
    expect(await screen.findByRole('heading', { name: 'Privacidad' })).toBeInTheDocument();
    const dm = await screen.findByRole('combobox', {
      name: 'Quién puede enviarme mensajes directos',
    });
    expect(dm).toHaveValue('Integrantes de los grupos en los que estoy');
    await user.click(dm);
    await user.click(await screen.findByRole('option', { name: 'Nadie', hidden: true }));
    expect(await screen.findByText('Ajustes de privacidad guardados.')).toBeInTheDocument();
    expect(updates).toEqual([{ dm_policy: 'nobody' }]);
  });
});
