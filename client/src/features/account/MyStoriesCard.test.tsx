import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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
  content: 'What happened, told the way I would tell a friend.',
  content_note: null,
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

  it('revises a declined story with the note beside it and sends it for review again', async () => {
    let stories = [
      story({
        id: 2,
        title: 'Turned down',
        status: 'declined',
        review_note: 'Leave out her name.',
      }),
    ];
    const sent: unknown[] = [];
    server.use(
      trpcHandler({
        'users.profile': profile,
        'content.savedStories': () => ({ data: { stories: [] } }),
        'content.myStories': () => ({ data: { stories } }),
        'content.reviseStory': (input) => {
          sent.push(input);
          stories = [{ ...stories[0]!, ...(input as object), status: 'draft', review_note: null }];
          return { data: { story: stories[0] } };
        },
      }),
    );
    const user = userEvent.setup();
    renderRoute('/profile');
    await user.click(
      await screen.findByRole('button', { name: 'Revise and send again: Turned down' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Revise your story' });
    expect(within(dialog).getByText(/Leave out her name\./)).toBeInTheDocument();
    const content = within(dialog).getByRole('textbox', { name: 'Your story' });
    expect(content).toHaveValue('What happened, told the way I would tell a friend.');
    await user.clear(content);
    await user.type(content, 'What happened, without her name this time.');
    await user.click(within(dialog).getByRole('button', { name: 'Send for review again' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent).toEqual([
      {
        id: 2,
        title: 'Turned down',
        content: 'What happened, without her name this time.',
        content_note: null,
      },
    ]);
    const card = screen.getByRole('heading', { name: 'My stories' }).closest('#my-stories');
    expect(await within(card as HTMLElement).findByText('In review')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Revise and send again/ })).toBeNull();
  });
});
