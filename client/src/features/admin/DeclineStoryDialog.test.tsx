import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import type { AdminStory } from '@hercircle/shared';
import { renderWithProviders } from '../../test/render.tsx';
import { failUnhandledRequest, trpcHandler } from '../../test/trpc-msw.ts';
import { DeclineStoryDialog } from './DeclineStoryDialog.tsx';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: failUnhandledRequest }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const story: AdminStory = {
  id: 7,
  title: 'Turned down',
  content: 'A member story long enough to review.',
  author: 4,
  author_name: 'Mei Tanaka',
  status: 'draft',
  isMemberSubmission: true,
  createdAt: '2026-11-20T10:00:00.000Z',
  publishedAt: null,
  content_note: null,
  section: null,
  category: null,
};

describe('Declining a story', () => {
  it('needs a note, sends it and closes', async () => {
    const sent: unknown[] = [];
    server.use(
      trpcHandler({
        'admin.stories.decline': (input) => {
          sent.push(input);
          return { data: { story: { ...story, status: 'declined' } } };
        },
      }),
    );
    const onClose = vi.fn();
    renderWithProviders(<DeclineStoryDialog story={story} onClose={onClose} />);
    const submit = await screen.findByRole('button', { name: 'Decline story' });
    await userEvent.click(submit);
    expect(await screen.findByText('Tell her why')).toBeInTheDocument();
    expect(sent).toEqual([]);

    await userEvent.type(
      screen.getByRole('textbox', { name: /Note for the author/ }),
      'Please leave out her name.',
    );
    await userEvent.click(submit);
    await expect.poll(() => onClose.mock.calls.length).toBe(1);
    expect(sent).toEqual([{ id: 7, note: 'Please leave out her name.' }]);
    expect(await screen.findByText('“Turned down” is declined.')).toBeInTheDocument();
  });

  it("shows the server's refusal of the note under it", async () => {
    server.use(
      trpcHandler({
        'admin.stories.decline': () => ({
          error: {
            message: 'Invalid input',
            code: 'BAD_REQUEST',
            httpStatus: 400,
            issues: [{ path: ['note'], message: 'A note can be at most 1000 characters' }],
          },
        }),
      }),
    );
    renderWithProviders(<DeclineStoryDialog story={story} onClose={() => {}} />);
    await userEvent.type(await screen.findByRole('textbox', { name: /Note for the author/ }), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Decline story' }));
    expect(await screen.findByText('A note can be at most 1000 characters')).toBeInTheDocument();
  });
});
