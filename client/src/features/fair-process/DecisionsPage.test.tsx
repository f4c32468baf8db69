import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { NO_REASON_GIVEN, type ModerationDecision } from '@hercircle/shared';
import { renderRoute } from '../../test/render.tsx';
import { failUnhandledRequest, trpcHandler } from '../../test/trpc-msw.ts';
import { TEST_MEMBER, signInAs, signOut } from '../../test/session.ts';

/** Hidden after reports, no reason given: appealable. */
const autoHidden: ModerationDecision = {
  id: 31,
  action: 'auto_hide',
  target: { type: 'post', id: 9 },
  group: { id: 3, name: 'Night owls' },
  excerpt: 'Nobody asked for your opinion',
  rule: { number: 1, title: 'Be kind' },
  reason: '',
  automated: true,
  created_at: '2026-11-20T10:00:00.000Z',
  ends_at: null,
  reversed_at: null,
  appealable_until: '2027-05-22T10:00:00.000Z',
  appeal: null,
};
/** A ban she appealed, reversed with a reason. */
const reversedBan: ModerationDecision = {
  ...autoHidden,
  id: 30,
  action: 'ban',
  target: { type: 'group', id: 3 },
  excerpt: null,
  rule: null,
  reason: 'Repeated off-topic posts',
  automated: false,
  reversed_at: '2026-11-19T10:00:00.000Z',
  appealable_until: null,
  appeal: {
    id: 5,
    status: 'reversed',
    text: 'I was answering a question.',
    created_at: '2026-11-18T10:00:00.000Z',
    decided_at: '2026-11-19T10:00:00.000Z',
    outcome_reason: 'Her posts answered the thread.',
  },
};

const server = setupServer();
let decisions: ModerationDecision[];
let appeals: unknown[];

beforeAll(() => server.listen({ onUnhandledRequest: failUnhandledRequest }));
beforeEach(() => {
  decisions = [autoHidden, reversedBan];
  appeals = [];
  signInAs(TEST_MEMBER);
  server.use(
    trpcHandler({
      'moderation.myDecisions': () => ({ data: { decisions, total: decisions.length } }),
      'moderation.appeal': (input) => {
        const { id, text } = input as { id: number; text: string };
        appeals.push(input);
        const appeal = {
          id: 6,
          status: 'pending' as const,
          text,
          created_at: '2026-11-21T10:00:00.000Z',
          decided_at: null,
          outcome_reason: null,
        };
        decisions = decisions.map((d) =>
          d.id === id ? { ...d, appeal, appealable_until: null } : d,
        );
        return { data: { appeal } };
      },
    }),
  );
});
afterEach(() => {
  server.resetHandlers();
  signOut();
});
afterAll(() => server.close());

/** Her statement `decision-{id}` (the first render loads the route: slower than later steps). */
async function statement(id: number): Promise<HTMLElement> {
  await screen.findAllByRole('article', {}, { timeout: 5000 });
  const article = document.getElementById(`decision-${id}`);
  if (!article) throw new Error(`no statement ${id}`);
  return article;
}

describe('/decisions', () => {
  it('states what, the excerpt, the rule, the reason, automation and what follows', async () => {
    renderRoute('/decisions');
    const hidden = within(await statement(31));
    expect(
      hidden.getByRole('heading', {
        name: 'Your post in Night owls was hidden from other members after several members reported it.',
      }),
    ).toBeInTheDocument();
    expect(hidden.getByText('“Nobody asked for your opinion”')).toBeInTheDocument();
    expect(hidden.getByRole('link', { name: '1. Be kind' })).toHaveAttribute(
      'href',
      '/guidelines#rule-1',
    );
    expect(hidden.getByText(NO_REASON_GIVEN)).toBeInTheDocument();
    expect(hidden.getByText(/^Decided automatically on/)).toBeInTheDocument();
    expect(
      hidden.getByText(/decided automatically, with no moderator involved yet/),
    ).toBeInTheDocument();
    expect(hidden.getByRole('button', { name: 'Appeal' })).toBeInTheDocument();

    const ban = within(await statement(30));
    expect(
      ban.getByRole('heading', { name: 'You were banned from Night owls.' }),
    ).toBeInTheDocument();
    expect(ban.getByText('Repeated off-topic posts')).toBeInTheDocument();
    expect(ban.getByText(/^Decided by a moderator on/)).toBeInTheDocument();
    expect(ban.getByText('Reversed')).toBeInTheDocument();
    expect(ban.getByText(/the decision is reversed and undone/)).toBeInTheDocument();
    expect(ban.getByText('Her posts answered the thread.')).toBeInTheDocument();
    expect(ban.queryByRole('button', { name: 'Appeal' })).toBeNull();
  });

  it('takes her appeal once it says enough, then shows it pending', async () => {
    const user = userEvent.setup();
    renderRoute('/decisions');
    const hidden = within(await statement(31));
    await user.click(hidden.getByRole('button', { name: 'Appeal' }));
    const text = hidden.getByRole('textbox', { name: /Why should this decision change/ });
    expect(text).toHaveFocus();
    await user.type(text, 'Too short');
    await user.click(hidden.getByRole('button', { name: 'Submit appeal' }));
    expect(
      await hidden.findByText('Say in a sentence or two why the decision should change'),
    ).toBeInTheDocument();
    expect(appeals).toEqual([]);

    await user.type(text, ': I was quoting the question back to her.');
    await user.click(hidden.getByRole('button', { name: 'Submit appeal' }));
    await waitFor(() =>
      expect(appeals).toEqual([
        { id: 31, text: 'Too short: I was quoting the question back to her.' },
      ]),
    );
    expect(await hidden.findByText(/You appealed\. An admin who did not take/)).toBeInTheDocument();
    expect(hidden.queryByRole('button', { name: 'Appeal' })).toBeNull();
    expect(hidden.getByRole('status', { name: 'Your appeal' })).toHaveFocus();
  });

  it('says so when there is nothing about her', async () => {
    decisions = [];
    renderRoute('/decisions');
    expect(
      await screen.findByText(/No moderation decisions about you/, {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  });
});

describe('the bell', () => {
  it('names a decision and an appeal outcome, linking to the statement', async () => {
    const base = {
      actor: null,
      others_count: 0,
      read_at: null,
      created_at: '2026-11-23T10:00:00.000Z',
    };
    server.use(
      trpcHandler({
        'notifications.list': () => ({
          data: {
            notifications: [
              {
                ...base,
                id: 2,
                kind: 'appeal_decided',
                target: { type: 'decision', id: 30 },
                url: '/decisions#decision-30',
              },
              {
                ...base,
                id: 1,
                kind: 'moderation_decision',
                target: { type: 'decision', id: 31 },
                url: '/decisions#decision-31',
              },
            ],
            total: 2,
            unread_count: 2,
          },
        }),
      }),
    );
    renderRoute('/notifications');
    expect(
      await screen.findByRole(
        'link',
        { name: 'A moderation decision about you: read why and how to appeal' },
        { timeout: 5000 },
      ),
    ).toHaveAttribute('href', '/decisions#decision-31');
    expect(screen.getByRole('link', { name: 'Your appeal has been decided' })).toHaveAttribute(
      'href',
      '/decisions#decision-30',
    );
  });
});
