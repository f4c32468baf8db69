import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import type { ContentNoteMode } from '@hercircle/shared';
import { renderRoute } from '../../test/render.tsx';
import { failUnhandledRequest, trpcHandler } from '../../test/trpc-msw.ts';
import { signInAs, signOut } from '../../test/session.ts';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: failUnhandledRequest }));
afterEach(() => {
  server.resetHandlers();
  signOut();
});
afterAll(() => server.close());

const STORY = {
  id: 3,
  title: 'The year I stopped',
  content: 'It was the hardest thing I ever wrote down.',
  author_name: 'Wren Writer',
  status: 'published',
  published_at: '2026-11-20T10:00:00.000Z',
  content_note: 'eating_disorders',
  section: null,
  category: null,
};

const ME = {
  id: 9,
  first_name: 'Ada',
  last_name: 'Reader',
  email: 'ada@example.com',
  role: 'user',
  status: 'active',
  profile_picture: null,
  suspended_until: null,
  two_factor: false,
  discreet_email: false,
};

function signIn() {
  signInAs(ME, 'token');
}

function serve(mode?: ContentNoteMode) {
  server.use(
    trpcHandler({
      'content.story': () => ({ data: { story: STORY, related: [] } }),
      'content.storyComments': () => ({ data: { comments: [], total: 0 } }),
      'content.savedStories': () => ({ data: { stories: [] } }),
      'users.preferences': () => ({
        data: {
          preferences: {
            newsletter_opt_in: false,
            email_frequency: 'daily',
            dm_policy: 'shared_groups',
            profile_visibility: 'members',
            content_note_filters: mode ? { eating_disorders: mode } : {},
            show_quick_exit: true,
            discreet_email: false,
          },
        },
      }),
      'auth.me': () => ({ data: { user: ME } }),
    }),
  );
}

describe('Story page', () => {
  it('collapses a story behind its content note until the reader asks to see it', async () => {
    serve();
    renderRoute('/stories/3');
    const toggle = await screen.findByRole('button', { name: /Content note: Eating disorders/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText(STORY.content)).toBeNull();
    await userEvent.click(toggle);
    expect(screen.getByText(STORY.content)).toBeVisible();
    // Visitors cannot report: the button is for members.
    expect(screen.queryByRole('button', { name: 'Report story' })).toBeNull();
  });

  it('says so instead of a blank page when the member hides that note', async () => {
    signIn();
    serve('hide');
    renderRoute('/stories/3');
    expect(
      await screen.findByText(/You chose to hide stories with the content note/),
    ).toBeVisible();
    expect(screen.queryByText(STORY.content)).toBeNull();
  });

  it('lets a member report the story', async () => {
    signIn();
    serve('show');
    renderRoute('/stories/3');
    await userEvent.click(await screen.findByRole('button', { name: 'Report story' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report this story' });
    expect(within(dialog).getByRole('radio', { name: 'Spam or scam' })).toBeInTheDocument();
  });
});

describe('Stories list', () => {
  it('collapses the excerpt of a story with a content note', async () => {
    server.use(
      trpcHandler({
        'content.stories': () => ({ data: { stories: [STORY], total: 1 } }),
      }),
    );
    renderRoute('/stories');
    expect(
      await screen.findByRole('button', { name: /Content note: Eating disorders/ }),
    ).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('heading', { name: STORY.title })).toBeVisible();
    expect(screen.queryByText(STORY.content)).toBeNull();
  });
});
