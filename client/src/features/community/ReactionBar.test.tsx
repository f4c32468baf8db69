import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { renderWithProviders } from '../../test/render.tsx';
import { failUnhandledRequest, trpcHandler } from '../../test/trpc-msw.ts';
import { ReactionBar, type ReactionTarget } from './ReactionBar.tsx';
import { noReactions } from './discussion.fixtures.ts';

const server = setupServer();
let calls: { name: string; input: unknown }[] = [];
let changed = 0;

const post: ReactionTarget = {
  kind: 'post',
  id: 5,
  reactions: { ...noReactions, heart: 12, hug: 1 },
  my_reactions: ['heart'],
};

const names = Array.from({ length: 10 }, (_, i) => ({ id: i + 1, first_name: `Name${i}` }));

beforeAll(() => server.listen({ onUnhandledRequest: failUnhandledRequest }));
beforeEach(() => {
  calls = [];
  changed = 0;
  server.use(
    trpcHandler({
      'community.reactPost': (input) => {
        calls.push({ name: 'reactPost', input });
        return { data: { success: true } };
      },
      'community.unreactPost': (input) => {
        calls.push({ name: 'unreactPost', input });
        return { data: { success: true } };
      },
      'community.postReactors': (input) => {
        calls.push({ name: 'postReactors', input });
        return {
          data: {
            reactions: [
              { kind: 'heart', count: 12, users: names },
              { kind: 'hug', count: 1, users: [] },
            ],
          },
        };
      },
    }),
  );
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function renderBar(readOnly = false) {
  return renderWithProviders(
    <ReactionBar target={post} readOnly={readOnly} onChanged={() => (changed += 1)} />,
  );
}

describe('ReactionBar', () => {
  it('labels every chip with its kind, count and whether you reacted', () => {
    renderBar();
    expect(
      screen.getByRole('button', { name: 'Heart, 12 reactions, you reacted' }),
    ).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Hug, 1 reaction' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(screen.getByRole('button', { name: 'Clap, 0 reactions' })).toBeInTheDocument();
  });

  it('toggles: a new kind is added, your own is taken back, and the list reads again', async () => {
    renderBar();
    await userEvent.click(screen.getByRole('button', { name: 'Clap, 0 reactions' }));
    await userEvent.click(screen.getByRole('button', { name: 'Heart, 12 reactions, you reacted' }));
    await waitFor(() => expect(changed).toBe(2));
    expect(calls.filter((c) => c.name !== 'postReactors')).toEqual([
      { name: 'reactPost', input: { id: 5, kind: 'clap' } },
      { name: 'unreactPost', input: { id: 5, kind: 'heart' } },
    ]);
  });

  it('names who reacted when the tooltip opens, and counts the rest as others', async () => {
    renderBar();
    expect(calls).toEqual([]);
    const chip = screen.getByRole('button', { name: 'Heart, 12 reactions, you reacted' });
    await userEvent.hover(chip);
    const who = `${names.map((n) => n.first_name).join(', ')} and 2 others`;
    expect(await screen.findByText(who)).toBeInTheDocument();
    expect(chip).toHaveAccessibleDescription(who);
    expect(calls).toEqual([{ name: 'postReactors', input: { id: 5 } }]);
    await userEvent.unhover(chip);
    expect(chip).not.toHaveAccessibleDescription();
  });

  it('a member the viewer hides is counted, never named', async () => {
    renderBar();
    await userEvent.hover(screen.getByRole('button', { name: 'Hug, 1 reaction' }));
    expect(await screen.findByText('1 other')).toBeInTheDocument();
  });

  it('shows the total and, on a press that reacts to nothing, who reacted with each kind', async () => {
    renderBar();
    const total = screen.getByRole('button', { name: '13 reactions' });
    await userEvent.click(total);
    const who = await screen.findByRole('group', { name: 'Who reacted', hidden: true });
    expect(who).toHaveTextContent(
      `Heart (12): ${names.map((n) => n.first_name).join(', ')} and 2 others`,
    );
    expect(who).toHaveTextContent('Hug (1): 1 other');
    expect(calls).toEqual([{ name: 'postReactors', input: { id: 5 } }]);
  });

  it('read-only chips (visitors) cannot be pressed', () => {
    renderBar(true);
    expect(screen.getByRole('button', { name: 'Clap, 0 reactions' })).toBeDisabled();
  });
});
