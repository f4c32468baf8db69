import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import type { NewsletterIssue } from '@hercircle/shared';
import { renderRoute } from '../../test/render.tsx';
import { failUnhandledRequest, trpcHandler } from '../../test/trpc-msw.ts';
import { sessionStore } from '../../lib/session.ts';
import { signInAs } from '../../test/session.ts';

const admin = {
  id: 1,
  email: 'admin@example.com',
  first_name: 'Ada',
  last_name: 'Admin',
  role: 'admin',
  status: 'active',
  profile_picture: null,
};
const issue = (over: Partial<NewsletterIssue>): NewsletterIssue => ({
  id: 1,
  subject: 'Subject',
  body: 'Body',
  status: 'draft',
  created_at: '2026-11-20T10:00:00.000Z',
  queued_at: null,
  sent_at: null,
  recipients: 0,
  sent: 0,
  failed: 0,
  ...over,
});

const server = setupServer();
let issues: NewsletterIssue[] = [];
let updates: unknown[] = [];
let deletes: unknown[] = [];
let refuseUpdate = false;

beforeAll(() => server.listen({ onUnhandledRequest: failUnhandledRequest }));
beforeEach(() => {
  issues = [
    issue({ id: 2, subject: 'December draft', body: 'Winter plans' }),
    issue({
      id: 1,
      subject: 'November news',
      status: 'sent',
      sent_at: '2026-11-21T10:00:00.000Z',
      recipients: 3,
      sent: 2,
      failed: 1,
    }),
  ];
  updates = [];
  deletes = [];
  refuseUpdate = false;
  signInAs(admin, 'admin-token');
  server.use(
    trpcHandler({
      'admin.newsletter.issues': () => ({ data: { issues } }),
      'admin.newsletter.update': (input) => {
        updates.push(input);
        if (refuseUpdate)
          return {
            error: {
              message:
                'This issue has been sent (or is being sent) already: it can no longer be edited.',
              code: 'CONFLICT',
              httpStatus: 409,
            },
          };
        const { id, subject, body } = input as { id: number; subject: string; body: string };
        issues = issues.map((i) => (i.id === id ? { ...i, subject, body } : i));
        return { data: { issue: issues.find((i) => i.id === id) } };
      },
      'admin.newsletter.delete': (input) => {
        deletes.push(input);
        issues = issues.filter((i) => i.id !== (input as { id: number }).id);
        return { data: { success: true } };
      },
    }),
  );
});
afterEach(() => {
  server.resetHandlers();
  sessionStore.reload();
});
afterAll(() => server.close());

const card = async (subject: string) =>
  (await screen.findByText(subject)).closest('.mantine-Card-root') as HTMLElement;

describe('newsletter drafts', () => {
  it('offers Edit and Delete on drafts only, and shows the sent issue its counts', async () => {
    renderRoute('/admin/newsletter');
    const draft = await card('December draft');
    expect(within(draft).getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(within(draft).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    const sent = await card('November news');
    expect(within(sent).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(within(sent).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(within(sent).getByText(/3 recipients · 2 sent · 1 failed/)).toBeInTheDocument();
  });

  it('opens a draft into the form and saves her changes to it', async () => {
    renderRoute('/admin/newsletter');
    await userEvent.click(
      within(await card('December draft')).getByRole('button', { name: 'Edit' }),
    );
    expect(await screen.findByRole('heading', { name: 'Edit draft' })).toBeInTheDocument();
    // Its card says it is open above (the preview shows its subject too).
    expect(screen.getByRole('button', { name: 'Editing above' })).toBeDisabled();
    const subject = screen.getByRole('textbox', { name: /Subject/ });
    expect(subject).toHaveValue('December draft');
    expect(screen.getByRole('textbox', { name: /Body/ })).toHaveValue('Winter plans');
    await userEvent.clear(subject);
    await userEvent.type(subject, 'December news');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(updates).toEqual([{ id: 2, subject: 'December news', body: 'Winter plans' }]),
    );
    expect(await screen.findByRole('heading', { name: 'Write an issue' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Subject/ })).toHaveValue('');
    expect(await screen.findByText('December news')).toBeInTheDocument();
  });

  it('shows why an edit was refused, and keeps her text', async () => {
    refuseUpdate = true;
    renderRoute('/admin/newsletter');
    await userEvent.click(
      within(await card('December draft')).getByRole('button', { name: 'Edit' }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/can no longer be edited/);
    expect(screen.getByRole('textbox', { name: /Subject/ })).toHaveValue('December draft');
  });

  it('deletes a draft only after the confirmation', async () => {
    renderRoute('/admin/newsletter');
    await userEvent.click(
      within(await card('December draft')).getByRole('button', { name: 'Delete' }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText(/Are you sure you want to delete this draft\?/),
    ).toBeInTheDocument();
    expect(deletes).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(deletes).toEqual([{ id: 2 }]));
    await waitFor(() => expect(screen.queryByText('December draft')).not.toBeInTheDocument());
  });
});
