import { useState } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { renderWithProviders } from '../../test/render.tsx';
import { failUnhandledRequest, trpcHandler } from '../../test/trpc-msw.ts';
import { MentionTextarea } from './MentionTextarea.tsx';
import { MentionText } from './MentionText.tsx';

const server = setupServer();
let asked: unknown[] = [];
const MEMBERS = [
  { id: 42, first_name: 'Amara', last_name: 'Okafor', profile_picture: null },
  { id: 43, first_name: 'Amina', last_name: 'Diallo', profile_picture: null },
];

beforeAll(() => server.listen({ onUnhandledRequest: failUnhandledRequest }));
beforeEach(() => {
  asked = [];
  server.use(
    trpcHandler({
      'community.mentionable': (input) => {
        asked.push(input);
        const q = (input as { q: string }).q.toLowerCase();
        return {
          data: { members: MEMBERS.filter((m) => m.first_name.toLowerCase().startsWith(q)) },
        };
      },
    }),
  );
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function Box() {
  const [value, setValue] = useState('');
  return (
    <MentionTextarea groupId={7} aria-label="Write a post" value={value} onValueChange={setValue} />
  );
}

function inRouter(ui: React.ReactNode) {
  const router = createRouter({
    routeTree: createRootRoute({ component: () => ui }),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  return renderWithProviders(<RouterProvider router={router} />);
}

describe('the mention autocomplete', () => {
  it('offers the group’s members for @am; arrows move, Enter inserts the token', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Box />);
    const box = screen.getByRole('textbox', { name: 'Write a post' });
    await user.type(box, 'Thanks @am');
    const list = await screen.findByRole('listbox', { name: 'Members to mention' });
    expect(box).toHaveAttribute('aria-controls', list.id);
    expect(box).toHaveAttribute('aria-autocomplete', 'list');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(2));
    expect(asked).toContainEqual({ id: 7, q: 'am' });
    const [first, second] = screen.getAllByRole('option');
    expect(first).toHaveAttribute('aria-selected', 'true');
    expect(box).toHaveAttribute('aria-activedescendant', first!.id);

    await user.keyboard('{ArrowDown}');
    expect(second).toHaveAttribute('aria-selected', 'true');
    expect(box).toHaveAttribute('aria-activedescendant', second!.id);
    await user.keyboard('{ArrowDown}');
    expect(first).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowUp}{Enter}');
    expect(box).toHaveValue('Thanks @[Amina Diallo](43) ');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();

    // Typing on after the pick: the caret sits after the token.
    await user.type(box, 'and @amar');
    await screen.findByRole('option', { name: 'Amara Okafor' });
    await user.keyboard('{Tab}');
    expect(box).toHaveValue('Thanks @[Amina Diallo](43) and @[Amara Okafor](42) ');
  });

  it('Escape closes the list and keeps the text; an email address opens nothing', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Box />);
    const box = screen.getByRole('textbox', { name: 'Write a post' });
    await user.type(box, '@a');
    await screen.findByRole('listbox');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(box).toHaveValue('@a\n');

    await user.clear(box);
    await user.type(box, 'write to amara@am');
    await new Promise((r) => setTimeout(r, 200));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });
});

describe('the mention renderer', () => {
  it('shows each token as “@Name”, a link to her page, and the rest as text', async () => {
    inRouter(
      <p data-testid="text">
        <MentionText content={'Hi @[Amara Okafor](42) <b>and</b> @[Amina Diallo](43)!'} />
      </p>,
    );
    const link = await screen.findByRole('link', { name: '@Amara Okafor' });
    expect(link).toHaveAttribute('href', '/members/42');
    expect(screen.getByRole('link', { name: '@Amina Diallo' })).toHaveAttribute(
      'href',
      '/members/43',
    );
    expect(screen.getByTestId('text')).toHaveTextContent(
      'Hi @Amara Okafor <b>and</b> @Amina Diallo!',
    );
    expect(screen.getByTestId('text').querySelector('b')).toBeNull();
  });
});
