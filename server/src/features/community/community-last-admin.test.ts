// When a group's last admin goes, its longest-standing member becomes admin (docs/decisions.md,
// "Leaving"), and the group's members are told rather than finding out by chance.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/db.ts';
import { auth, createHarness, signUp, type Harness, type TestUser } from '../../../test/harness.ts';
import { notificationLine } from '../notifications/notification-emails.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness(await createTestDatabase());
}, 60_000);
afterAll(() => h.close());

const call = (method: 'GET' | 'POST', url: string, who: TestUser) =>
  h.app.inject({ method, url: `/api/v1${url}`, headers: auth(who.token) });

async function inbox(who: TestUser) {
  const res = await call('GET', '/notifications', who);
  expect(res.statusCode).toBe(200);
  return res.json().data.notifications as {
    kind: string;
    actor: unknown;
    target: { type: string; id: number };
    url: string;
  }[];
}

describe('the last admin leaves', () => {
  it('the longest-standing member becomes admin, and she and every other member are notified', async () => {
    const founder = await signUp(h);
    const [first, second, third] = [await signUp(h), await signUp(h), await signUp(h)];
    const created = await h.app.inject({
      method: 'POST',
      url: '/api/v1/community/groups',
      headers: auth(founder.token),
      payload: { name: `Night Owls ${Date.now()}`, description: 'Up late, together' },
    });
    const groupId = created.json().data.group.id as number;
    for (const m of [first, second, third])
      expect((await call('POST', `/community/groups/${groupId}/join`, m)).statusCode).toBe(200);

    expect((await call('POST', `/community/groups/${groupId}/leave`, founder)).statusCode).toBe(
      200,
    );

    const members = await call('GET', `/community/groups/${groupId}/members`, second);
    expect(
      (members.json().data.members as { user_id: number; role: string }[]).map((m) => [
        m.user_id,
        m.role,
      ]),
    ).toEqual([
      [first.id, 'admin'],
      [second.id, 'member'],
      [third.id, 'member'],
    ]);

    const about = { target: { type: 'group', id: groupId }, url: `/community/group/${groupId}` };
    expect(await inbox(first)).toMatchObject([
      { kind: 'group_admin_promoted', actor: null, ...about },
    ]);
    for (const m of [second, third])
      expect(await inbox(m)).toMatchObject([{ kind: 'group_admin_left', actor: null, ...about }]);
    // She left: nothing about the group reaches her.
    expect(await inbox(founder)).toEqual([]);
  });

  it('an admin leaving while another admin stays tells no one', async () => {
    const founder = await signUp(h);
    const [deputy, member] = [await signUp(h), await signUp(h)];
    const created = await h.app.inject({
      method: 'POST',
      url: '/api/v1/community/groups',
      headers: auth(founder.token),
      payload: { name: `Early Birds ${Date.now()}`, description: 'Up early' },
    });
    const groupId = created.json().data.group.id as number;
    for (const m of [deputy, member]) await call('POST', `/community/groups/${groupId}/join`, m);
    const promoted = await h.app.inject({
      method: 'PUT',
      url: `/api/v1/community/groups/${groupId}/role/${deputy.id}`,
      headers: auth(founder.token),
      payload: { role: 'admin' },
    });
    expect(promoted.statusCode).toBe(200);
    await call('POST', `/community/groups/${groupId}/leave`, founder);
    expect(await inbox(deputy)).toEqual([]);
    expect(await inbox(member)).toEqual([]);
  });

  it('their emails name the group', () => {
    const row = {
      id: 1,
      url: '/community/group/7',
      target_type: 'group',
      actor_count: 1,
      actor_first_name: null,
      group_name: 'Night Owls',
    };
    expect(notificationLine({ ...row, kind: 'group_admin_promoted' })).toBe(
      'The last admin of Night Owls left: you are now its admin',
    );
    expect(notificationLine({ ...row, kind: 'group_admin_left' })).toBe(
      'The last admin of Night Owls left: its longest-standing member is now admin',
    );
  });
});
