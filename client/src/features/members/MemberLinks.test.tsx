import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { renderRoute } from '../../test/render.tsx';
import { failUnhandledRequest, trpcHandler } from '../../test/trpc-msw.ts';
import { signInAs, signOut } from '../../test/session.ts';

// Names and pictures link to /members/{id} wherever a member is named: here, a notification's actor.
const me = {
  id: 1,
  email: 'member@example.com',
  first_name: 'Test',
  last_name: 'Member',
  role: 'user',
  status: 'active',
  profile_picture: null,
};
const reply = {
  id: 7,
  kind: 'reply',
  actor: { id: 2, first_name: 'Fay', last_name: 'Fellow', profile_picture: null },
  target: { type: 'reply', id: 40 },
  others_count: 0,
  url: '/community/group/3#post-9',
  read_at: null,
  created_at: '2026-11-23T10:00:00.000Z',
};
const anonymous = { ...reply, id: 6, actor: null, target: { type: 'reply', id: 39 } };

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: failUnhandledRequest }));
beforeEach(() => {
  signInAs(me, 'member-token');
  server.use(
    trpcHandler({
      'notifications.list': () => ({
        data: { notifications: [reply, anonymous], total: 2, unread_count: 2 },
      }),
    }),
  );
});
afterEach(() => {
  server.resetHandlers();
  signOut();
});
afterAll(() => server.close());

describe('member links in notifications', () => {
  it("the actor's picture links to her page; an anonymous actor has no link", async () => {
    renderRoute('/notifications');
    const list = await screen.findByRole('list', { name: 'Notifications' }, { timeout: 5000 });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const [fay, anon] = items as [HTMLElement, HTMLElement];
    expect([...fay.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual([
      '/members/2',
      '/community/group/3#post-9',
    ]);
    expect([...anon.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual([
      '/community/group/3#post-9',
    ]);
  });
});
