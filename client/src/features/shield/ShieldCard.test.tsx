import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import type { NotificationFilters } from '@hercircle/shared';
import { renderWithProviders } from '../../test/render.tsx';
import { failUnhandledRequest, trpcHandler } from '../../test/trpc-msw.ts';
import { signInAs, signOut, TEST_MEMBER } from '../../test/session.ts';
import { ShieldCard } from './ShieldCard.tsx';

const server = setupServer();
let filters: NotificationFilters;
let updates: NotificationFilters[];

beforeAll(() => server.listen({ onUnhandledRequest: failUnhandledRequest }));
beforeEach(() => {
  filters = {
    new_accounts: false,
    strangers: true,
    muted_words: [{ text: 'diet culture', expires_at: null }],
  };
  updates = [];
  signInAs(TEST_MEMBER, 'token');
  server.use(
    trpcHandler({
      'users.filters': () => ({ data: { filters } }),
      'users.updateFilters': (input) => {
        updates.push(input as NotificationFilters);
        filters = input as NotificationFilters;
        return { data: { filters } };
      },
    }),
  );
});
afterEach(() => {
  server.resetHandlers();
  signOut();
});
afterAll(() => server.close());

describe('Your shield in settings', () => {
  it('shows her filters and saves the whole object when she turns one on', async () => {
    renderWithProviders(<ShieldCard />);
    const newAccounts = await screen.findByRole('switch', { name: /^Filter new accounts/ });
    expect(newAccounts).not.toBeChecked();
    expect(
      screen.getByRole('switch', { name: /^Filter people you share no group with/ }),
    ).toBeChecked();

    await userEvent.click(newAccounts);
    expect(await screen.findByText('Your shield is saved.')).toBeInTheDocument();
    expect(updates).toEqual([
      {
        new_accounts: true,
        strangers: true,
        muted_words: [{ text: 'diet culture', expires_at: null }],
      },
    ]);
    expect(newAccounts).toBeChecked();
  });

  it('mutes a word for 7 days and unmutes another', async () => {
    renderWithProviders(<ShieldCard />);
    const list = await screen.findByRole('list');
    expect(within(list).getByText('diet culture')).toBeInTheDocument();
    expect(within(list).getByText('Until you remove it')).toBeInTheDocument();

    await userEvent.type(screen.getByRole('textbox', { name: 'Word or phrase' }), 'spoilers');
    await userEvent.click(screen.getByRole('combobox', { name: 'For' }));
    await userEvent.click(await screen.findByRole('option', { name: '7 days', hidden: true }));
    const before = Date.now();
    await userEvent.click(screen.getByRole('button', { name: 'Mute' }));
    expect(await screen.findByText('spoilers')).toBeInTheDocument();
    const added = updates[0]!.muted_words[1]!;
    expect(added.text).toBe('spoilers');
    const days = (new Date(added.expires_at!).getTime() - before) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThan(7.01);
    expect(screen.getByRole('textbox', { name: 'Word or phrase' })).toHaveValue('');

    await userEvent.click(screen.getByRole('button', { name: 'Unmute “diet culture”' }));
    await expect.poll(() => screen.queryByText('diet culture')).toBeNull();
    expect(updates[1]!.muted_words.map((w) => w.text)).toEqual(['spoilers']);
  });
});
