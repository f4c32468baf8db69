import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import type { ContactMessageRecord } from '@hercircle/shared';
import { renderRoute } from '../../test/render.tsx';
import { failUnhandledRequest, trpcHandler } from '../../test/trpc-msw.ts';
import { sessionStore } from '../../lib/session.ts';
import { signInAs } from '../../test/session.ts';

const admin = {
  id: 1,
  email: 'nadia@example.com',
  first_name: 'Nadia',
  last_name: 'Brooks',
  role: 'admin',
  status: 'active',
  profile_picture: null,
};
const rosa = (): ContactMessageRecord => ({
  id: 5,
  name: 'Rosa Vega',
  email: 'rosa@example.org',
  subject: 'Volunteering',
  message: 'Can I help with the spring meetups?',
  created_at: '2026-11-26T08:00:00.000Z',
  handled_at: null,
  handled_by_email: null,
  replies: [],
});

const server = setupServer();
let message: ContactMessageRecord;
let listInputs: { search: string; status?: string }[] = [];
let replies: unknown[] = [];
let marks: unknown[] = [];

beforeAll(() => server.listen({ onUnhandledRequest: failUnhandledRequest }));
beforeEach(() => {
  message = rosa();
  listInputs = [];
  replies = [];
  marks = [];
  signInAs(admin, 'admin-token');
  server.use(
    trpcHandler({
      'admin.inbox.contactMessages': (input) => {
        const { search, status } = input as { search: string; status?: string };
        listInputs.push({ search, status });
        const shown =
          (search && !message.message.includes(search)) ||
          (status === 'open' && message.handled_at) ||
          (status === 'handled' && !message.handled_at)
            ? []
            : [message];
        return { data: { messages: shown, total: shown.length } };
      },
      'admin.inbox.deletionRequests': () => ({ data: { requests: [], total: 0 } }),
      'admin.inbox.reply': (input) => {
        replies.push(input);
        message = {
          ...message,
          handled_at: '2026-11-28T09:00:00.000Z',
          handled_by_email: admin.email,
          replies: [
            {
              id: 1,
              body: (input as { text: string }).text,
              author_email: admin.email,
              created_at: '2026-11-28T09:00:00.000Z',
            },
          ],
        };
        return { data: { message, sent: true } };
      },
      'admin.inbox.setHandled': (input) => {
        marks.push(input);
        const { handled } = input as { handled: boolean };
        message = {
          ...message,
          handled_at: handled ? '2026-11-28T09:00:00.000Z' : null,
          handled_by_email: handled ? admin.email : null,
        };
        return { data: { message } };
      },
    }),
  );
});
afterEach(() => {
  server.resetHandlers();
  sessionStore.reload();
});
afterAll(() => server.close());

describe('the admin inbox', () => {
  it('replies by email from the message, then shows the reply and the message handled', async () => {
    renderRoute('/admin/inbox');
    const inCard = within(await screen.findByRole('article', { name: 'Volunteering' }));
    expect(inCard.getByText('Open')).toBeInTheDocument();
    await userEvent.click(inCard.getByRole('button', { name: 'Reply to Rosa Vega: Volunteering' }));
    const box = inCard.getByLabelText(/Reply to Rosa Vega/);
    expect(box).toHaveFocus();
    await userEvent.type(box, 'Yes please, see you Saturday.');
    await userEvent.click(inCard.getByRole('button', { name: 'Send reply' }));

    expect(await screen.findByText('Reply sent to rosa@example.org.')).toBeInTheDocument();
    expect(replies).toEqual([{ id: 5, text: 'Yes please, see you Saturday.' }]);
    expect(await inCard.findByText('Yes please, see you Saturday.')).toBeInTheDocument();
    expect(inCard.getByText(/Reply by nadia@example.com/)).toBeInTheDocument();
    expect(inCard.getByText('Handled')).toBeInTheDocument();
    expect(inCard.getByRole('button', { name: 'Reopen: Volunteering' })).toBeInTheDocument();
  });

  it('marks a message handled and open again', async () => {
    renderRoute('/admin/inbox');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Mark handled: Volunteering' }),
    );
    await waitFor(() => expect(marks).toEqual([{ id: 5, handled: true }]));
    await userEvent.click(await screen.findByRole('button', { name: 'Reopen: Volunteering' }));
    await waitFor(() => expect(marks.at(-1)).toEqual({ id: 5, handled: false }));
    expect(await screen.findByRole('button', { name: 'Mark handled: Volunteering' })).toBeVisible();
  });

  it('searches and filters on the server, and says when nothing matches', async () => {
    const { router } = renderRoute('/admin/inbox?status=handled');
    expect(
      await screen.findByText('No messages match these filters. Clear the search or filters.'),
    ).toBeVisible();
    expect(listInputs).toContainEqual({ search: '', status: 'handled' });
    await userEvent.click(screen.getByRole('combobox', { name: 'Filter by status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Open', hidden: true }));
    expect(await screen.findByText('Volunteering')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Search messages'), 'meetups');
    await waitFor(() => expect(listInputs.at(-1)).toEqual({ search: 'meetups', status: 'open' }));
    await waitFor(() =>
      expect(router.state.location.search).toEqual({ search: 'meetups', status: 'open' }),
    );
  });
});
