import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import type { Poll } from '@hercircle/shared';
import { renderWithProviders } from '../../test/render.tsx';
import { failUnhandledRequest, trpcHandler } from '../../test/trpc-msw.ts';
import { PollBlock } from './PollBlock.tsx';
import { ines, mei, postBy } from './discussion.fixtures.ts';

const server = setupServer();
let votes: unknown[] = [];

const poll = (extra: Partial<Poll> = {}): Poll => ({
  question: 'What shall we read in May?',
  multiple: false,
  closes_at: null,
  closed: false,
  options: [
    { id: 11, text: 'Beloved', votes: 3 },
    { id: 12, text: 'The Bell Jar', votes: 1 },
  ],
  total_votes: 4,
  my_votes: [],
  ...extra,
});

beforeAll(() => server.listen({ onUnhandledRequest: failUnhandledRequest }));
beforeEach(() => {
  votes = [];
  server.use(
    trpcHandler({
      'community.votePoll': (input) => {
        votes.push(input);
        return { data: { poll: poll({ my_votes: [12] }) } };
      },
      'community.posts': () => ({ data: { posts: [], total: 0, next_cursor: null } }),
    }),
  );
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('PollBlock', () => {
  it('a member chooses with a radio button and votes; the choice goes to the server', async () => {
    renderWithProviders(
      <PollBlock post={postBy(7, ines, 'Which book?', mei, { poll: poll() })} canVote />,
    );
    expect(screen.getByText('Choose one · 4 votes')).toBeInTheDocument();
    const vote = screen.getByRole('button', { name: 'Vote' });
    expect(vote).toBeDisabled();
    await userEvent.click(screen.getByRole('radio', { name: 'The Bell Jar' }));
    await userEvent.click(vote);
    await waitFor(() => expect(votes).toEqual([{ id: 7, options: [12] }]));
  });

  it('shows counts and percentages once she voted, her choice marked, and offers Change vote', () => {
    renderWithProviders(
      <PollBlock
        post={postBy(7, ines, 'Which book?', mei, { poll: poll({ my_votes: [11] }) })}
        canVote
      />,
    );
    expect(screen.getByRole('progressbar', { name: 'Beloved: 3 votes, 75%' })).toBeInTheDocument();
    expect(
      screen.getByRole('progressbar', { name: 'The Bell Jar: 1 vote, 25%' }),
    ).toBeInTheDocument();
    expect(screen.getByText('(your choice)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Change vote' })).toBeInTheDocument();
  });

  it('a closed poll and a reader who may not vote see the results only', () => {
    renderWithProviders(
      <PollBlock
        post={postBy(7, ines, 'Which book?', mei, { poll: poll({ closed: true }) })}
        canVote
      />,
    );
    expect(screen.getByText(/Closed/)).toBeInTheDocument();
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.queryByRole('button', { name: /vote/i })).toBeNull();
  });

  it('several choices on a multiple-choice poll are checkboxes', () => {
    renderWithProviders(
      <PollBlock
        post={postBy(7, ines, 'Which book?', mei, { poll: poll({ multiple: true }) })}
        canVote
      />,
    );
    expect(screen.getAllByRole('checkbox')).toHaveLength(2);
    expect(screen.getByText('Choose one or more · 4 votes')).toBeInTheDocument();
  });
});
