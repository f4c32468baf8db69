import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import type { MyStory } from '@hercircle/shared';
import { renderRoute } from '../../test/render.tsx';
import { failUnhandledRequest, trpcHandler } from '../../test/trpc-msw.ts';
import { signInAs, TEST_MEMBER, signOut } from '../../test/session.ts';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: failUnhandledRequest }));
beforeEach(() => {
  signInAs(TEST_MEMBER, 'token');
});
afterEach(() => {
  server.resetHandlers();
  signOut();
});
afterAll(() => server.close());

// The profile page's other cards: only "My stories" is under test here.
const profile = () => ({
  error: { message: 'Not under test', code: 'NOT_FOUND', httpStatus: 404 },
});

const story = (over: Partial<MyStory>): MyStory => ({
  id: 1,
  title: 'A story',
  status: 'draft',
  review_note: null,
  created_at: '2026-11-20T10:00:00.000Z',
  published_at: null,
  ...over,
});

describe('My stories', () => {
  it('shows each submission with its status, a link when published and the note when declined', async () => {
    server.use(
      trpcHandler({
        'users.profile': profile,
        'content.savedStories': () => ({ data: { stories: [] } }),
        'content.myStories': () => ({
          data: {
            stories: [
              story({ id: 3, title: 'Waiting', status: 'draft' }),
              story({
                id: 2,
                title: 'Turned down',
                status: 'declined',
                review_note: 'Please leave out her name.',
              }),
              story({
                id: 1,
                title: 'Out there',
                status: 'published',
                published_at: '2026-11-21T10:00:00.000Z',
              }),
            ],
          },
        }),
      }),
    );
    renderRoute('/profile');
    const card = await screen.findByRole('heading', { name: 'My stories' });
    const items = await within(card.closest('#my-stories') as HTMLElement).findAllByRole(
      'listitem',
    );
    expect(items.map((li) => li.textContent)).toEqual([
      expect.stringContaining('In review'),
      expect.stringContaining('Declined'),
      expect.stringContaining('Published'),
    ]);
    expect(within(items[1]!).getByText('Please leave out her name.')).toBeInTheDocument();
    expect(within(items[0]!).queryByText(/Note from the moderator/)).toBeNull();
    expect(within(items[2]!).getByRole('link', { name: 'Out there' })).toHaveAttribute(
      'href',
      '/stories/1',
    );
    expect(within(items[1]!).queryByRole('link')).toBeNull();
  });

  it('says so when she has shared nothing yet', async () => {
    server.use(
      trpcHandler({
        'users.profile': profile,
        'content.savedStories': () => ({ data: { stories: [] } }),
        'content.myStories': () => ({ data: { stories: [] } }),
      }),
    );
    renderRoute('/profile');
    expect(await screen.findByText(/You have not shared a story yet/)).toBeInTheDocument();
  });
});
