import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import type { Resource } from '@hercircle/shared';
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
const helpline: Resource = {
  id: 7,
  type: 'helpline',
  title: 'Samaritans',
  description: 'Someone to talk to, day or night.',
  url: null,
  phone: '116 123',
  country: 'GB',
  topic: 'mental-health',
};
const guide: Resource = {
  id: 8,
  type: 'guide',
  title: 'Negotiating your salary',
  description: 'A step-by-step guide.',
  url: 'https://example.org/salary',
  phone: null,
  country: 'US',
  topic: 'career-growth',
};

const server = setupServer();
let resources: Resource[] = [];
let deleted: unknown[] = [];

beforeAll(() => server.listen({ onUnhandledRequest: failUnhandledRequest }));
beforeEach(() => {
  resources = [helpline, guide];
  deleted = [];
  signInAs(admin, 'admin-token');
  server.use(
    trpcHandler({
      'admin.resources.list': () => ({ data: { resources } }),
      'admin.resources.delete': (input) => {
        deleted.push(input);
        resources = resources.filter((r) => r.id !== (input as { id: number }).id);
        return { data: { ok: true } };
      },
    }),
  );
});
afterEach(() => {
  server.resetHandlers();
  sessionStore.reload();
});
afterAll(() => server.close());

describe('the portal’s resources screen', () => {
  it('lists each resource with its type, category and country, and its buttons', async () => {
    renderRoute('/admin/resources');
    const row = await screen.findByRole('row', { name: /Samaritans/ });
    for (const text of ['116 123', 'helpline', 'Mental Health', 'United Kingdom'])
      expect(within(row).getByText(text)).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Edit Samaritans' })).toBeEnabled();
    expect(within(row).getByRole('button', { name: 'Delete Samaritans' })).toBeEnabled();
    expect(screen.getByRole('row', { name: /Negotiating your salary/ })).toHaveTextContent(
      'https://example.org/salary',
    );
    expect(screen.getByText('1–2 of 2')).toBeInTheDocument();
  });

  it('deletes a resource only once she confirms, and the list no longer has it', async () => {
    renderRoute('/admin/resources');
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Samaritans' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete resource' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete this resource?');
    expect(deleted).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(deleted).toEqual([{ id: 7 }]));
    expect(await screen.findByText('Resource deleted.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('row', { name: /Samaritans/ })).toBeNull());
  });

  it('opens the form for a new resource and for one to edit', async () => {
    renderRoute('/admin/resources');
    await userEvent.click(await screen.findByRole('button', { name: 'New Resource' }));
    const blank = await screen.findByRole('dialog', { name: 'New resource' });
    expect(within(blank).getByRole('textbox', { name: 'Title' })).toHaveValue('');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await userEvent.click(screen.getByRole('button', { name: 'Edit Samaritans' }));
    const form = await screen.findByRole('dialog', { name: 'Edit resource' });
    expect(within(form).getByRole('textbox', { name: 'Title' })).toHaveValue('Samaritans');
  });
});
