import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { renderWithProviders } from '../../test/render.tsx';
import { failUnhandledRequest, trpcHandler } from '../../test/trpc-msw.ts';
import { ShareStoryDialog } from './ShareStoryDialog.tsx';

const server = setupServer();
let sent: unknown[] = [];
beforeAll(() => server.listen({ onUnhandledRequest: failUnhandledRequest }));
afterEach(() => {
  server.resetHandlers();
  sent = [];
});
afterAll(() => server.close());

describe('Share your story', () => {
  it('sends the content note she chose with her story', async () => {
    server.use(
      trpcHandler({
        'content.submitStory': (input) => {
          sent.push(input);
          return {
            data: {
              story: {
                id: 1,
                title: 'After',
                content: 'x',
                author_name: 'Ada',
                status: 'draft',
                published_at: null,
                content_note: 'abuse',
              },
            },
          };
        },
      }),
    );
    renderWithProviders(<ShareStoryDialog opened onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'Share your story' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'After');
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Your story' }),
      'What happened at home, and how I left.',
    );
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Content note' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Abuse', hidden: true }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit for review' }));
    await screen.findByText('Thank you for trusting us with it');
    expect(sent).toEqual([
      { title: 'After', content: 'What happened at home, and how I left.', content_note: 'abuse' },
    ]);
  });
});

describe('Share your story in her language', () => {
  it('asks for her story in Spanish', async () => {
    renderWithProviders(<ShareStoryDialog opened onClose={() => undefined} />, { language: 'es' });
    const dialog = await screen.findByRole('dialog', { name: 'Comparte tu historia' });
    expect(within(dialog).getByRole('textbox', { name: 'Título' })).toHaveAttribute('dir', 'auto');
    expect(within(dialog).getByRole('textbox', { name: 'Tu historia' })).toHaveAttribute(
      'dir',
      'auto',
    );
    expect(within(dialog).getByRole('button', { name: 'Enviar a revisión' })).toBeInTheDocument();
  });
});
