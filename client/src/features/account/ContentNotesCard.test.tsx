import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import type { ContentNoteFilters } from '@hercircle/shared';
import { renderRoute, renderWithProviders } from '../../test/render.tsx';
import { failUnhandledRequest, trpcHandler } from '../../test/trpc-msw.ts';
import { ContentNotesCard } from './ContentNotesCard.tsx';
import { signInAs, TEST_MEMBER, signOut } from '../../test/session.ts';

const server = setupServer();
const unfiltered = (id: number, title: string, content_note: string) => ({
  id,
  title,
  content: `${title}: what happened, in her words.`,
  author_name: 'Anonymous',
  status: 'published',
  published_at: '2026-11-20T10:00:00.000Z',
  content_note,
  section: 'unfiltered',
  category: null,
});
let filters: ContentNoteFilters = {};
let updates: unknown[] = [];

const answer = () => ({
  data: {
    preferences: {
      newsletter_opt_in: false,
      email_frequency: 'daily',
      dm_policy: 'shared_groups',
      profile_visibility: 'members',
      content_note_filters: filters,
      show_quick_exit: true,
      discreet_email: false,
    },
  },
});

beforeAll(() => server.listen({ onUnhandledRequest: failUnhandledRequest }));
beforeEach(() => {
  filters = { abuse: 'show' };
  updates = [];
  signInAs(TEST_MEMBER, 'token');
  server.use(
    trpcHandler({
      'users.preferences': answer,
      // Unfiltered's stories (issue 36: stories of their own section).
      'content.stories': () => ({
        data: {
          stories: [
            unfiltered(1, 'The loss nobody asked about', 'pregnancy_loss'),
            unfiltered(2, 'After the diagnosis', 'other'),
            unfiltered(3, 'Getting out of the flat', 'abuse'),
          ],
          total: 3,
        },
      }),
      'users.updatePreferences': (input) => {
        updates.push(input);
        // The server merges the notes it is sent into the others.
        const sent = (input as { content_note_filters: ContentNoteFilters }).content_note_filters;
        filters = { ...filters, ...sent };
        return answer();
      },
    }),
  );
});
afterEach(() => {
  server.resetHandlers();
  signOut();
});
afterAll(() => server.close());

describe('Content notes in settings', () => {
  it('shows each topic’s choice (collapse unless set) and saves only the note she changed', async () => {
    renderWithProviders(<ContentNotesCard />);
    const abuse = await screen.findByRole('radiogroup', { name: 'Abuse' });
    expect(within(abuse).getByRole('radio', { name: 'Show' })).toBeChecked();
    const selfHarm = screen.getByRole('radiogroup', { name: 'Self-harm' });
    expect(within(selfHarm).getByRole('radio', { name: 'Collapse' })).toBeChecked();

    await userEvent.click(within(selfHarm).getByRole('radio', { name: 'Hide' }));
    expect(await screen.findByText('Content note settings saved.')).toBeInTheDocument();
    expect(updates).toEqual([{ content_note_filters: { self_harm: 'hide' } }]);
    expect(within(selfHarm).getByRole('radio', { name: 'Hide' })).toBeChecked();
    expect(within(abuse).getByRole('radio', { name: 'Show' })).toBeChecked();
  });

  it('a story whose note she set to Hide is gone from Unfiltered; the others stay collapsed', async () => {
    filters = { pregnancy_loss: 'hide' };
    renderRoute('/unfiltered');
    expect(
      await screen.findByRole('button', { name: 'Content note: Abuse · Show' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('After the diagnosis')).toBeInTheDocument();
    await expect.poll(() => screen.queryByText('The loss nobody asked about')).toBeNull();
  });
});
