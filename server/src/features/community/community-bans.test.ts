import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/db.ts';
import { auth, createHarness, signUp, type Harness, type TestUser } from '../../../test/harness.ts';
import { validateToken } from '../../auth/sessions.ts';
import { banMember } from './community-bans.service.ts';

let h: Harness;
let owner: TestUser;
let coAdmin: TestUser;
let siteAdmin: TestUser;

const BANNED = "You can't join this group";

async function newGroup(token: string, is_private = false): Promise<number> {
  const caller = await h.caller(token);
  const { group } = await caller.community.create({
    name: `Circle ${Math.random().toString(36).slice(2, 8)}`,
    description: 'A place to talk',
    category: 'Health & Wellness',
    is_private,
    max_members: 50,
  });
  return group.id;
}

async function joined(user: TestUser, groupId: number): Promise<void> {
  await (await h.caller(user.token)).community.join({ id: groupId });
}

async function state(groupId: number, userId: number) {
  const [member, ban, request, group, rows] = await Promise.all([
    h.db
      .selectFrom('group_members')
      .select('role')
      .where('group_id', '=', groupId)
      .where('user_id', '=', userId)
      .executeTakeFirst(),
    h.db
      .selectFrom('group_bans')
      .select(['banned_by', 'reason'])
      .where('group_id', '=', groupId)
      .where('user_id', '=', userId)
      .executeTakeFirst(),
    h.db
      .selectFrom('group_join_requests')
      .select('id')
      .where('group_id', '=', groupId)
      .where('user_id', '=', userId)
      .executeTakeFirst(),
    h.db
      .selectFrom('groups')
      .select('member_count')
      .where('id', '=', groupId)
      .executeTakeFirstOrThrow(),
    h.db
      .selectFrom('group_members')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('group_id', '=', groupId)
      .executeTakeFirstOrThrow(),
  ]);
  return {
    member: member?.role ?? null,
    ban: ban ?? null,
    request: request !== undefined,
    countMatches: group.member_count === rows.n,
  };
}

function auditOf(groupId: number) {
  return h.db
    .selectFrom('audit_log')
    .select(['actor_id', 'action', 'entity', 'details'])
    .where('entity', '=', 'community')
    .where('entity_id', '=', groupId)
    .orderBy('id')
    .execute();
}

function rest(method: 'GET' | 'POST' | 'DELETE', url: string, token: string, payload?: object) {
  return h.app.inject({ method, url: `/api/v1${url}`, headers: auth(token), payload });
}

beforeAll(async () => {
  h = await createHarness(await createTestDatabase());
  owner = await signUp(h, { first_name: 'Gina', last_name: 'Admin' });
  coAdmin = await signUp(h, { first_name: 'Cora', last_name: 'Admin' });
  siteAdmin = await signUp(h, { role: 'admin', first_name: 'Sita', last_name: 'Site' });
});
afterAll(() => h.close());

describe('banMember (the service V3 calls from a report)', () => {
  it('bans, removes the membership and her pending request, logs once, and a repeat changes nothing', async () => {
    const groupId = await newGroup(owner.token);
    const target = await signUp(h);
    await joined(target, groupId);
    const actor = (await validateToken(h.db, siteAdmin.token))!.user;

    await h.db
      .transaction()
      .execute((trx) => banMember(trx, actor, { groupId, userId: target.id, reason: ' spam ' }));
    await banMember(h.db, actor, { groupId, userId: target.id, reason: 'again' });

    expect(await state(groupId, target.id)).toEqual({
      member: null,
      ban: { banned_by: siteAdmin.id, reason: 'spam' },
      request: false,
      countMatches: true,
    });
    expect(await auditOf(groupId)).toEqual([
      {
        actor_id: siteAdmin.id,
        action: 'ban',
        entity: 'community',
        details: { user_id: target.id, reason: 'spam', removed_membership: true },
      },
    ]);
  });

  it('deletes a pending request to join a private group', async () => {
    const groupId = await newGroup(owner.token, true);
    const target = await signUp(h);
    await joined(target, groupId);
    const actor = (await validateToken(h.db, owner.token))!.user;
    await banMember(h.db, actor, { groupId, userId: target.id });
    expect(await state(groupId, target.id)).toMatchObject({ member: null, request: false });
  });

  it('banning the last admin makes the longest-standing member admin', async () => {
    const groupId = await newGroup(owner.token);
    const first = await signUp(h);
    const second = await signUp(h);
    await joined(first, groupId);
    await joined(second, groupId);
    const actor = (await validateToken(h.db, siteAdmin.token))!.user;
    await banMember(h.db, actor, { groupId, userId: owner.id });
    expect((await state(groupId, first.id)).member).toBe('admin');
    expect((await state(groupId, second.id)).member).toBe('member');
  });
});

describe('who may ban, unban and remove', () => {
  let groupId: number;
  let plain: TestUser;
  let outsider: TestUser;

  beforeAll(async () => {
    groupId = await newGroup(owner.token);
    plain = await signUp(h);
    outsider = await signUp(h);
    await joined(plain, groupId);
    await joined(coAdmin, groupId);
    await (
      await h.caller(owner.token)
    ).community.changeRole({
      id: groupId,
      userId: coAdmin.id,
      role: 'admin',
    });
  });

  it('plain members and outsiders get 403; a visitor 401', async () => {
    const victim = await signUp(h);
    await joined(victim, groupId);
    for (const token of [plain.token, outsider.token]) {
      for (const [method, url] of [
        ['POST', `/community/groups/${groupId}/bans/${victim.id}`],
        ['DELETE', `/community/groups/${groupId}/bans/${victim.id}`],
        ['POST', `/community/groups/${groupId}/members/${victim.id}/remove`],
        ['GET', `/community/groups/${groupId}/bans`],
      ] as const) {
        const res = await rest(method, url, token);
        expect(res.statusCode, `${method} ${url}`).toBe(403);
        expect(res.json()).toMatchObject({ code: 'FORBIDDEN' });
      }
    }
    const visitor = await h.app.inject({
      method: 'POST',
      url: `/api/v1/community/groups/${groupId}/bans/${victim.id}`,
    });
    expect(visitor.statusCode).toBe(401);
    expect((await state(groupId, victim.id)).member).toBe('member');
  });

  it('a group admin may not ban or remove another group admin or herself; a site admin may', async () => {
    for (const url of [
      `/community/groups/${groupId}/bans/${coAdmin.id}`,
      `/community/groups/${groupId}/members/${coAdmin.id}/remove`,
    ]) {
      const res = await rest('POST', url, owner.token);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toMatch(/Only a site admin can (ban|remove) a group admin/);
    }
    const self = await rest('POST', `/community/groups/${groupId}/bans/${owner.id}`, owner.token);
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe("You can't ban yourself");
    const leave = await rest(
      'POST',
      `/community/groups/${groupId}/members/${owner.id}/remove`,
      owner.token,
    );
    expect(leave.statusCode).toBe(400);
    expect(leave.json().message).toBe('To leave the group, use Leave');
    // A site admin is not a group admin's to ban either.
    const onSiteAdmin = await rest(
      'POST',
      `/community/groups/${groupId}/bans/${siteAdmin.id}`,
      owner.token,
    );
    expect(onSiteAdmin.statusCode).toBe(403);
    expect(onSiteAdmin.json().message).toBe('Only a site admin can ban a site admin');

    const res = await rest(
      'POST',
      `/community/groups/${groupId}/members/${coAdmin.id}/remove`,
      siteAdmin.token,
    );
    expect(res.statusCode).toBe(200);
    expect(await state(groupId, coAdmin.id)).toMatchObject({ member: null, countMatches: true });
  });

  it('a group admin removes a member (seat freed, she may join again); a non-member is 404', async () => {
    const victim = await signUp(h);
    await joined(victim, groupId);
    const res = await rest(
      'POST',
      `/community/groups/${groupId}/members/${victim.id}/remove`,
      owner.token,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { success: true } });
    expect(await state(groupId, victim.id)).toMatchObject({
      member: null,
      ban: null,
      countMatches: true,
    });
    const again = await rest(
      'POST',
      `/community/groups/${groupId}/members/${victim.id}/remove`,
      owner.token,
    );
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('That person is not a member of this group');
    await joined(victim, groupId);
    const nobody = await rest(
      'POST',
      `/community/groups/${groupId}/members/999999/remove`,
      owner.token,
    );
    expect(nobody.statusCode).toBe(404);
    expect((await auditOf(groupId)).map((e) => e.action)).toContain('remove_member');
  });

  it('bans list names, reason and who banned; unban lifts it; both are idempotent', async () => {
    const victim = await signUp(h, { first_name: 'Bea', last_name: 'Banned' });
    await joined(victim, groupId);
    const ban = await rest('POST', `/community/groups/${groupId}/bans/${victim.id}`, owner.token, {
      reason: 'Harassed members',
    });
    expect(ban.statusCode).toBe(200);
    const repeat = await rest(
      'POST',
      `/community/groups/${groupId}/bans/${victim.id}`,
      owner.token,
    );
    expect(repeat.statusCode).toBe(200);

    const list = await rest('GET', `/community/groups/${groupId}/bans`, owner.token);
    expect(list.statusCode).toBe(200);
    const { bans, total } = list.json().data;
    expect(total).toBe(1);
    expect(bans[0]).toMatchObject({
      group_id: groupId,
      user_id: victim.id,
      user: { id: victim.id, first_name: 'Bea', last_name: 'Banned' },
      reason: 'Harassed members',
      banned_by: { id: owner.id, first_name: 'Gina', last_name: 'Admin' },
    });
    expect(Number.isNaN(Date.parse(bans[0].created_at))).toBe(false);

    for (let i = 0; i < 2; i++) {
      const unban = await rest(
        'DELETE',
        `/community/groups/${groupId}/bans/${victim.id}`,
        siteAdmin.token,
      );
      expect(unban.statusCode).toBe(200);
    }
    expect(
      (await rest('GET', `/community/groups/${groupId}/bans`, owner.token)).json().data,
    ).toEqual({ bans: [], total: 0 });
    await joined(victim, groupId);
    expect((await state(groupId, victim.id)).member).toBe('member');
    const actions = (await auditOf(groupId)).map((e) => e.action);
    expect(actions.filter((a) => a === 'ban')).toHaveLength(1);
    expect(actions.filter((a) => a === 'unban')).toHaveLength(1);
  });

  it('bad input is a 400 with the documented body; an unknown group or account 404', async () => {
    const long = await rest('POST', `/community/groups/${groupId}/bans/${plain.id}`, owner.token, {
      reason: 'x'.repeat(501),
    });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ code: 'VALIDATION_ERROR', issues: [{ path: ['reason'] }] });
    const noGroup = await rest('POST', `/community/groups/999999/bans/${plain.id}`, owner.token);
    expect(noGroup.statusCode).toBe(404);
    const noUser = await rest('POST', `/community/groups/${groupId}/bans/999999`, owner.token);
    expect(noUser.statusCode).toBe(404);
    expect((await state(groupId, plain.id)).member).toBe('member');
  });
});

describe('a banned member', () => {
  it('cannot join a public group, ask to join a private one or post (403)', async () => {
    const open = await newGroup(owner.token);
    const closed = await newGroup(owner.token, true);
    const target = await signUp(h);
    await joined(target, open);
    const caller = await h.caller(owner.token);
    await caller.community.ban({ id: open, userId: target.id });
    await caller.community.ban({ id: closed, userId: target.id });

    for (const id of [open, closed]) {
      const res = await rest('POST', `/community/groups/${id}/join`, target.token);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: BANNED, code: 'FORBIDDEN' });
    }
    const post = await rest('POST', `/community/groups/${open}/posts`, target.token, {
      content: 'Still here?',
    });
    expect(post.statusCode).toBe(403);
    expect(await state(closed, target.id)).toMatchObject({ member: null, request: false });
  });

  it('an approval of her old request after the ban finds no request (404)', async () => {
    const closed = await newGroup(owner.token, true);
    const target = await signUp(h);
    await joined(target, closed);
    const caller = await h.caller(owner.token);
    await caller.community.ban({ id: closed, userId: target.id });
    const approve = await rest(
      'POST',
      `/community/groups/${closed}/requests/${target.id}/approve`,
      owner.token,
    );
    expect(approve.statusCode).toBe(404);
    expect((await state(closed, target.id)).member).toBeNull();
  });
});

describe('racing a ban', () => {
  it('a ban and a join, a request or an approval at once: never a member and banned, no 500', async () => {
    const open = await newGroup(owner.token);
    const closed = await newGroup(owner.token, true);
    const targets = await Promise.all(Array.from({ length: 12 }, () => signUp(h)));
    // Half of the private group's targets have a request waiting for the approval to race.
    await Promise.all(targets.slice(0, 6).map((t) => joined(t, closed)));
    const admin = await h.caller(owner.token);
    const statuses: number[] = [];
    const track = (p: Promise<{ statusCode: number }>) =>
      p.then((r) => void statuses.push(r.statusCode));

    await Promise.all(
      targets.flatMap((t, i) => [
        track(rest('POST', `/community/groups/${open}/join`, t.token)),
        track(rest('POST', `/community/groups/${open}/bans/${t.id}`, owner.token)),
        i < 6
          ? track(rest('POST', `/community/groups/${closed}/requests/${t.id}/approve`, owner.token))
          : track(rest('POST', `/community/groups/${closed}/join`, t.token)),
        track(rest('POST', `/community/groups/${closed}/bans/${t.id}`, owner.token)),
      ]),
    );

    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    for (const t of targets) {
      for (const id of [open, closed]) {
        const s = await state(id, t.id);
        expect(s.ban, `user ${t.id} in ${id}`).not.toBeNull();
        expect(s).toMatchObject({ member: null, request: false, countMatches: true });
      }
    }
    expect((await admin.community.bans({ id: open })).total).toBe(targets.length);
  });
});
