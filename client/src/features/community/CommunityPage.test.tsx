import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import type { Group } from '@hercircle/shared';
import { renderRoute } from '../../test/render.tsx';
import { failUnhandledRequest, trpcHandler } from '../../test/trpc-msw.ts';
import { sessionStore } from '../../lib/session.ts';
import { signInAs, TEST_MEMBER, signOut } from '../../test/session.ts';

const member = TEST_MEMBER;
const swimmers: Group = {
  id: 9,
  name: 'Harbour Swimmers',
  description: 'Cold water, warm company.',
  category: 'Travel',
  is_private: false,
  max_members: 25,
  member_count: 3,
  status: 'active',
  created_at: '2026-11-02T10:00:00.000Z',
  creator_id: 4,
  creator_name: 'Mei Tanaka',
  is_member: false,
  my_role: null,
} as Group;

const server = setupServer();
let listInputs: unknown[] = [];

beforeAll(() => server.listen({ onUnhandledRequest: failUnhandledRequest }));
beforeEach(() => {
  signOut();
  listInputs = [];
  server.use(
    trpcHandler({
      'community.list': (input) => {
        listInputs.push(input);
        return { data: { groups: [swimmers], total: 45 } };
      },
      'chat.conversations': () => ({ data: { conversations: [] } }),
    }),
  );
});
afterEach(() => {
  server.resetHandlers();
  sessionStore.reload();
});
afterAll(() => server.close());

function signIn() {
  signInAs(member, 'member-token');
}

describe('community list filters in the URL', () => {
  it('a linked or reloaded URL shows its search, category and page and asks the server for them', async () => {
    signIn();
    renderRoute('/community?search=swim&category=Travel&page=2');
    expect(await screen.findByText('Harbour Swimmers')).toBeInTheDocument();
    expect(screen.getByLabelText('Search groups')).toHaveValue('swim');
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue('Travel');
    expect(screen.getByRole('button', { name: '2' })).toHaveAttribute('aria-current', 'page');
    expect(listInputs).toContainEqual({
      search: 'swim',
      category: 'Travel',
      limit: 20,
      offset: 20,
    });
  });

  it('typing, choosing a category and paging write the URL; defaults stay out of it', async () => {
    signIn();
    const { router } = renderRoute('/community');
    await screen.findByText('Harbour Swimmers');
    expect(router.state.location.search).toEqual({});

    await userEvent.click(screen.getByRole('button', { name: '3' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ page: 3 }));
    await waitFor(() => expect(listInputs.at(-1)).toEqual({ limit: 20, offset: 40 }));

    // A new search starts again at page 1.
    await userEvent.type(screen.getByLabelText('Search groups'), ' harbour ');
    await waitFor(() => expect(router.state.location.search).toEqual({ search: 'harbour' }));
    await waitFor(() =>
      expect(listInputs.at(-1)).toEqual({ search: 'harbour', limit: 20, offset: 0 }),
    );

    await userEvent.click(screen.getByRole('combobox', { name: 'Category' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Travel', hidden: true }));
    await waitFor(() =>
      expect(router.state.location.search).toEqual({ search: 'harbour', category: 'Travel' }),
    );

    await userEvent.clear(screen.getByLabelText('Search groups'));
    await waitFor(() => expect(router.state.location.search).toEqual({ category: 'Travel' }));

    // Back returns to the searched list, and the box shows that search again.
    router.history.back();
    await waitFor(() => expect(screen.getByLabelText('Search groups')).toHaveValue('harbour'));
  });

  it('drops unreadable values instead of sending them', async () => {
    signIn();
    renderRoute('/community?category=Nonsense&page=-4&search=');
    await screen.findByText('Harbour Swimmers');
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue('All');
    expect(listInputs).toEqual([{ limit: 20, offset: 0 }]);
  });

  it('a visitor sees the sign-in prompt and no list is requested', async () => {
    renderRoute('/community?search=swim');
    expect(await screen.findByRole('heading', { name: 'Join Our Community' })).toBeInTheDocument();
    expect(listInputs).toEqual([]);
  });
});

// The list and the create-group form load apart from the page (a visitor needs neither).
describe('a member on /community', () => {
  it('sees the list, and Create Group opens the form', async () => {
    signIn();
    renderRoute('/community');
    expect(await screen.findByText('Harbour Swimmers')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Create Group' }));
    expect(await screen.findByRole('dialog', { name: 'Create a group' })).toBeInTheDocument();
  });
});
