import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/db.ts';
import { auth, createHarness, signUp, type Harness, type TestUser } from '../../../test/harness.ts';
import { createSession } from '../../auth/sessions.ts';
import { createGroup, updateGroup } from './community.service.ts';

let h: Harness;
let owner: TestUser;
let member: TestUser;
let outsider: TestUser;
let siteAdmin: TestUser;

const newGroup = {
  name: 'Morning Runners',
  description: 'Early miles, good company',
  category: 'Sports & Fitness',
  is_private: false,
  max_members: 10,
};

async function create(token: string, body: Record<string, unknown> = newGroup) {
  const res = await h.app.inject({
    method: 'POST',
    url: '/api/v1/community/groups',
    headers: auth(token),
    payload: body,
  });
  return res.json().data.group as { id: number; name: string; member_count: number };
}

async function memberCountMatches(groupId: number): Promise<{ count: number; rows: number }> {
  const group = await h.db
    .selectFrom('groups')
    .select('member_count')
    .where('id', '=', groupId)
    .executeTakeFirstOrThrow();
  const rows = await h.db
    .selectFrom('group_members')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('group_id', '=', groupId)
    .executeTakeFirstOrThrow();
  return { count: group.member_count, rows: rows.n };
}

beforeAll(async () => {
  h = await createHarness(await createTestDatabase());
  owner = await signUp(h, { first_name: 'Olu', last_name: 'Owner' });
  member = await signUp(h, { first_name: 'Mae', last_name: 'Member' });
  outsider = await signUp(h, { first_name: 'Oona', last_name: 'Outsider' });
  siteAdmin = await signUp(h, { role: 'admin' });
});
afterAll(() => h.close());

describe('create and read', () => {
  it('creates a group (201): the creator is its first member, as admin, and it gets a chat room', async () => {
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/v1/community/groups',
      headers: auth(owner.token),
      payload: { name: '  Book Club  ', description: 'One novel a month' },
    });
    expect(res.statusCode).toBe(201);
    const group = res.json().data.group;
    expect(group).toMatchObject({
      name: 'Book Club',
      category: 'General',
      is_private: false,
      max_members: 100,
      member_count: 1,
      creator_name: 'Olu Owner',
      is_member: true,
      my_role: 'admin',
      status: 'active',
    });
    const members = (
      await h.app.inject({
        method: 'GET',
        url: `/api/v1/community/groups/${group.id}/members`,
        headers: auth(owner.token),
      })
    ).json().data;
    expect(members).toEqual({
      total: 1,
      members: [
        expect.objectContaining({
          user_id: owner.id,
          role: 'admin',
          user: expect.objectContaining({ first_name: 'Olu' }),
        }),
      ],
    });
    const rooms = await h.db
      .selectFrom('conversations')
      .select('name')
      .where('group_id', '=', group.id)
      .execute();
    expect(rooms).toEqual([{ name: 'Book Club' }]);
  });

  it('validates name, description, category and max members (1..1000) with field paths', async () => {
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/v1/community/groups',
      headers: auth(owner.token),
      payload: { name: ' ', description: '', category: 'Gardening', max_members: 1001 },
    });
    expect(res.statusCode).toBe(400);
    expect(
      res
        .json()
        .issues.map((i: { path: string[] }) => i.path[0])
        .sort(),
    ).toEqual(['category', 'description', 'max_members', 'name']);
    const zero = await h.app.inject({
      method: 'POST',
      url: '/api/v1/community/groups',
      headers: auth(owner.token),
      payload: { ...newGroup, max_members: 0 },
    });
    expect(zero.json().issues[0]).toEqual({
      path: ['max_members'],
      message: 'Max members must be at least 1',
    });
  });

  it('needs a session for everything but the pulse', async () => {
    expect(
      (await h.app.inject({ method: 'GET', url: '/api/v1/community/groups' })).statusCode,
    ).toBe(401);
    expect(
      (await h.app.inject({ method: 'POST', url: '/api/v1/community/groups', payload: newGroup }))
        .statusCode,
    ).toBe(401);
    expect(
      (await h.app.inject({ method: 'GET', url: '/api/v1/community/my-groups' })).statusCode,
    ).toBe(401);
    expect((await h.app.inject({ method: 'GET', url: '/api/v1/community/pulse' })).statusCode).toBe(
      200,
    );
  });

  it('searches name or description case-insensitively, filters, and pages with a total', async () => {
    const a = await create(owner.token, {
      ...newGroup,
      name: 'Quilters of Leeds',
      description: 'Patchwork and tea',
      category: 'Arts & Culture',
    });
    await create(owner.token, {
      ...newGroup,
      name: 'Code & Coffee',
      description: 'Women in TECH who like quilts',
      category: 'Technology',
      is_private: true,
    });
    const caller = await h.caller(member.token);
    const byName = await caller.community.list({ search: 'QUILT' });
    expect(byName.total).toBe(2);
    expect(
      (await caller.community.list({ search: 'quilt', category: 'Arts & Culture' })).groups.map(
        (g) => g.id,
      ),
    ).toEqual([a.id]);
    expect(
      (await caller.community.list({ search: 'quilt', is_private: true })).groups.map(
        (g) => g.name,
      ),
    ).toEqual(['Code & Coffee']);
    const res = await h.app.inject({
      method: 'GET',
      url: '/api/v1/community/groups?search=quilt&is_private=false&limit=1&offset=0',
      headers: auth(member.token),
    });
    expect(res.json().data.total).toBe(1);
    expect((await caller.community.list({ search: '100%' })).total).toBe(0);
    const page = await caller.community.list({ limit: 2, offset: 0 });
    expect(page.groups).toHaveLength(2);
    expect(page.total).toBe(3);
  });

  it('answers 404 for a group that does not exist', async () => {
    const res = await h.app.inject({
      method: 'GET',
      url: '/api/v1/community/groups/999999',
      headers: auth(member.token),
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Group not found', code: 'NOT_FOUND' });
  });
});

describe('join and leave', () => {
  it('joins a public group, counts the member, and refuses a second join with 409', async () => {
    const group = await create(owner.token);
    const res = await h.app.inject({
      method: 'POST',
      url: `/api/v1/community/groups/${group.id}/join`,
      headers: auth(member.token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      member: expect.objectContaining({ user_id: member.id, role: 'member' }),
      request_pending: false,
    });
    const again = await h.app.inject({
      method: 'POST',
      url: `/api/v1/community/groups/${group.id}/join`,
      headers: auth(member.token),
    });
    expect(again.statusCode).toBe(409);
    expect(await memberCountMatches(group.id)).toEqual({ count: 2, rows: 2 });
    const mine = await (await h.caller(member.token)).community.myGroups({});
    expect(mine.groups.map((g) => g.id)).toContain(group.id);
  });

  it('refuses to join a full group with 409 "This group is full"', async () => {
    const group = await create(owner.token, { ...newGroup, max_members: 1 });
    const res = await h.app.inject({
      method: 'POST',
      url: `/api/v1/community/groups/${group.id}/join`,
      headers: auth(member.token),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This group is full');
  });

  it('refuses a join request to a full private group with the same 409, and stores no request', async () => {
    const group = await create(owner.token, { ...newGroup, is_private: true, max_members: 1 });
    const res = await h.app.inject({
      method: 'POST',
      url: `/api/v1/community/groups/${group.id}/join`,
      headers: auth(member.token),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'CONFLICT', message: 'This group is full' });
    expect((await (await h.caller(owner.token)).community.requests({ id: group.id })).total).toBe(
      0,
    );
  });

  it('the last admin leaving promotes the longest-standing member', async () => {
    const group = await create(owner.token);
    await (await h.caller(member.token)).community.join({ id: group.id });
    await (await h.caller(outsider.token)).community.join({ id: group.id });
    const res = await h.app.inject({
      method: 'POST',
      url: `/api/v1/community/groups/${group.id}/leave`,
      headers: auth(owner.token),
    });
    expect(res.json()).toEqual({ data: { success: true } });
    const members = (await (await h.caller(member.token)).community.members({ id: group.id }))
      .members;
    expect(members.map((m) => [m.user_id, m.role])).toEqual([
      [member.id, 'admin'],
      [outsider.id, 'member'],
    ]);
    expect(await memberCountMatches(group.id)).toEqual({ count: 2, rows: 2 });
    expect(
      (
        await h.app.inject({
          method: 'POST',
          url: `/api/v1/community/groups/${group.id}/leave`,
          headers: auth(owner.token),
        })
      ).statusCode,
    ).toBe(409);
  });

  it('inactive groups are hidden from members and cannot be joined', async () => {
    const group = await create(owner.token);
    await h.db
      .updateTable('groups')
      .set({ status: 'inactive' })
      .where('id', '=', group.id)
      .execute();
    expect(
      (
        await h.app.inject({
          method: 'GET',
          url: `/api/v1/community/groups/${group.id}`,
          headers: auth(member.token),
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await h.app.inject({
          method: 'POST',
          url: `/api/v1/community/groups/${group.id}/join`,
          headers: auth(member.token),
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await (await h.caller(member.token)).community.list({ limit: 100 })).groups.map((g) => g.id),
    ).not.toContain(group.id);
    expect(
      (
        await h.app.inject({
          method: 'GET',
          url: `/api/v1/community/groups/${group.id}`,
          headers: auth(siteAdmin.token),
        })
      ).statusCode,
    ).toBe(200);
  });
});

describe('private groups', () => {
  let groupId: number;
  beforeAll(async () => {
    groupId = (
      await create(owner.token, {
        ...newGroup,
        name: 'Survivors circle',
        is_private: true,
        max_members: 2,
      })
    ).id;
  });

  it('lists name and description, but members and posts only to members', async () => {
    const group = (
      await h.app.inject({
        method: 'GET',
        url: `/api/v1/community/groups/${groupId}`,
        headers: auth(outsider.token),
      })
    ).json().data.group;
    expect(group).toMatchObject({ name: 'Survivors circle', is_private: true, is_member: false });
    expect(
      (
        await h.app.inject({
          method: 'GET',
          url: `/api/v1/community/groups/${groupId}/members`,
          headers: auth(outsider.token),
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await h.app.inject({
          method: 'GET',
          url: `/api/v1/community/groups/${groupId}/posts`,
          headers: auth(outsider.token),
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await h.app.inject({
          method: 'GET',
          url: `/api/v1/community/groups/${groupId}/members`,
          headers: auth(siteAdmin.token),
        })
      ).statusCode,
    ).toBe(200);
  });

  it('joining creates a pending request; a second request is 409', async () => {
    const res = await h.app.inject({
      method: 'POST',
      url: `/api/v1/community/groups/${groupId}/join`,
      headers: auth(member.token),
    });
    expect(res.json().data).toEqual({ member: null, request_pending: true });
    expect(
      (await (await h.caller(member.token)).community.get({ id: groupId })).group.request_pending,
    ).toBe(true);
    expect(
      (
        await h.app.inject({
          method: 'POST',
          url: `/api/v1/community/groups/${groupId}/join`,
          headers: auth(member.token),
        })
      ).statusCode,
    ).toBe(409);
    await (await h.caller(outsider.token)).community.join({ id: groupId });
  });

  it('only group admins see and decide requests; approve adds the member, decline removes the request', async () => {
    expect(
      (
        await h.app.inject({
          method: 'GET',
          url: `/api/v1/community/groups/${groupId}/requests`,
          headers: auth(member.token),
        })
      ).statusCode,
    ).toBe(403);
    const list = (
      await h.app.inject({
        method: 'GET',
        url: `/api/v1/community/groups/${groupId}/requests`,
        headers: auth(owner.token),
      })
    ).json().data;
    expect(list.total).toBe(2);
    const approve = await h.app.inject({
      method: 'POST',
      url: `/api/v1/community/groups/${groupId}/requests/${member.id}/approve`,
      headers: auth(owner.token),
    });
    expect(approve.statusCode).toBe(200);
    expect(approve.json().data.member).toMatchObject({ user_id: member.id, role: 'member' });
    // The group (max 2) is now full: approving the other request is 409 and keeps it pending.
    const full = await h.app.inject({
      method: 'POST',
      url: `/api/v1/community/groups/${groupId}/requests/${outsider.id}/approve`,
      headers: auth(owner.token),
    });
    expect(full.statusCode).toBe(409);
    expect((await (await h.caller(owner.token)).community.requests({ id: groupId })).total).toBe(1);
    const decline = await h.app.inject({
      method: 'POST',
      url: `/api/v1/community/groups/${groupId}/requests/${outsider.id}/decline`,
      headers: auth(owner.token),
    });
    expect(decline.json()).toEqual({ data: { success: true } });
    expect(
      (
        await h.app.inject({
          method: 'POST',
          url: `/api/v1/community/groups/${groupId}/requests/${outsider.id}/decline`,
          headers: auth(owner.token),
        })
      ).statusCode,
    ).toBe(404);
    expect(await memberCountMatches(groupId)).toEqual({ count: 2, rows: 2 });
  });
});

describe('manage: update, roles, delete', () => {
  it('group admins and site admins edit; members and others get 403', async () => {
    const group = await create(owner.token);
    await (await h.caller(member.token)).community.join({ id: group.id });
    for (const token of [member.token, outsider.token]) {
      expect(
        (
          await h.app.inject({
            method: 'PUT',
            url: `/api/v1/community/groups/${group.id}`,
            headers: auth(token),
            payload: { name: 'Taken over' },
          })
        ).statusCode,
      ).toBe(403);
    }
    const byOwner = await h.app.inject({
      method: 'PUT',
      url: `/api/v1/community/groups/${group.id}`,
      headers: auth(owner.token),
      payload: { name: 'Dawn Runners', max_members: 50 },
    });
    expect(byOwner.json().data.group).toMatchObject({ name: 'Dawn Runners', max_members: 50 });
    const bySiteAdmin = await h.app.inject({
      method: 'PUT',
      url: `/api/v1/community/groups/${group.id}`,
      headers: auth(siteAdmin.token),
      payload: { category: 'Health & Wellness' },
    });
    expect(bySiteAdmin.statusCode).toBe(200);
    const tooSmall = await h.app.inject({
      method: 'PUT',
      url: `/api/v1/community/groups/${group.id}`,
      headers: auth(owner.token),
      payload: { max_members: 1 },
    });
    expect(tooSmall.statusCode).toBe(409);
    expect(
      (
        await h.db
          .selectFrom('groups')
          .select('max_members')
          .where('id', '=', group.id)
          .executeTakeFirstOrThrow()
      ).max_members,
    ).toBe(50);
  });

  it('group admins change roles, but never remove the last admin', async () => {
    const group = await create(owner.token);
    await (await h.caller(member.token)).community.join({ id: group.id });
    expect(
      (
        await h.app.inject({
          method: 'PUT',
          url: `/api/v1/community/groups/${group.id}/role/${owner.id}`,
          headers: auth(member.token),
          payload: { role: 'member' },
        })
      ).statusCode,
    ).toBe(403);
    const lastAdmin = await h.app.inject({
      method: 'PUT',
      url: `/api/v1/community/groups/${group.id}/role/${owner.id}`,
      headers: auth(owner.token),
      payload: { role: 'member' },
    });
    expect(lastAdmin.statusCode).toBe(409);
    const promote = await h.app.inject({
      method: 'PUT',
      url: `/api/v1/community/groups/${group.id}/role/${member.id}`,
      headers: auth(owner.token),
      payload: { role: 'admin' },
    });
    expect(promote.json().data.member).toMatchObject({ user_id: member.id, role: 'admin' });
    expect(
      (
        await h.app.inject({
          method: 'PUT',
          url: `/api/v1/community/groups/${group.id}/role/${member.id}`,
          headers: auth(owner.token),
          payload: { role: 'queen' },
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await h.app.inject({
          method: 'PUT',
          url: `/api/v1/community/groups/${group.id}/role/${outsider.id}`,
          headers: auth(owner.token),
          payload: { role: 'admin' },
        })
      ).statusCode,
    ).toBe(404);
  });

  it('deleting a group removes its memberships and posts; only its admins or a site admin may', async () => {
    const group = await create(owner.token);
    await (await h.caller(member.token)).community.join({ id: group.id });
    await (await h.caller(member.token)).community.post({ id: group.id, content: 'Hello' });
    expect(
      (
        await h.app.inject({
          method: 'DELETE',
          url: `/api/v1/community/groups/${group.id}`,
          headers: auth(member.token),
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await h.app.inject({
          method: 'DELETE',
          url: `/api/v1/community/groups/${group.id}`,
          headers: auth(siteAdmin.token),
        })
      ).json(),
    ).toEqual({ data: { success: true } });
    expect(
      await h.db
        .selectFrom('group_members')
        .select('id')
        .where('group_id', '=', group.id)
        .execute(),
    ).toEqual([]);
    expect(
      await h.db.selectFrom('group_posts').select('id').where('group_id', '=', group.id).execute(),
    ).toEqual([]);
  });
});

describe('discussion', () => {
  it('members post (201), newest first; whitespace is refused; non-members cannot post', async () => {
    const group = await create(owner.token);
    await (await h.caller(member.token)).community.join({ id: group.id });
    const first = await h.app.inject({
      method: 'POST',
      url: `/api/v1/community/groups/${group.id}/posts`,
      headers: auth(member.token),
      payload: { content: '  First!  ' },
    });
    expect(first.statusCode).toBe(201);
    expect(first.json().data.post).toMatchObject({
      content: 'First!',
      user: { first_name: 'Mae' },
    });
    await (await h.caller(owner.token)).community.post({ id: group.id, content: 'Second' });
    const blank = await h.app.inject({
      method: 'POST',
      url: `/api/v1/community/groups/${group.id}/posts`,
      headers: auth(member.token),
      payload: { content: '   ' },
    });
    expect(blank.statusCode).toBe(400);
    expect(
      (
        await h.app.inject({
          method: 'POST',
          url: `/api/v1/community/groups/${group.id}/posts`,
          headers: auth(outsider.token),
          payload: { content: 'hi' },
        })
      ).statusCode,
    ).toBe(403);
    const posts = (
      await h.app.inject({
        method: 'GET',
        url: `/api/v1/community/groups/${group.id}/posts`,
        headers: auth(outsider.token),
      })
    ).json().data;
    expect(posts.total).toBe(2);
    expect(posts.posts.map((p: { content: string }) => p.content)).toEqual(['Second', 'First!']);
  });
});

describe('pulse', () => {
  it('shows the three newest active public groups with creator and totals, to anyone: members counted once', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/api/v1/community/pulse' });
    const { groups, total_groups, total_members } = res.json().data;
    expect(groups.length).toBe(3);
    expect(groups.every((g: { creator_name: string | null }) => 'creator_name' in g)).toBe(true);
    const expected = await h.db
      .selectFrom('groups')
      .select((eb) => [eb.fn.countAll<number>().as('n')])
      .where('status', '=', 'active')
      .executeTakeFirstOrThrow();
    const members = await h.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('m'))
      .where('status', '=', 'active')
      .where('deactivated_at', 'is', null)
      .executeTakeFirstOrThrow();
    expect(total_groups).toBe(Number(expected.n));
    // The women with an active account, each once (one in two groups is one member).
    expect(total_members).toBe(Number(members.m));
    const names = groups.map((g: { name: string }) => g.name);
    expect(names).not.toContain('Survivors circle');
  });
});

describe('concurrency', () => {
  it('150 members joining a group of 100 at the same instant: exactly 100 members, 51 clear 409s', async () => {
    const group = await create(owner.token, { ...newGroup, name: 'The big one', max_members: 100 });
    const hash = (
      await h.db
        .selectFrom('users')
        .select('password_hash')
        .where('id', '=', owner.id)
        .executeTakeFirstOrThrow()
    ).password_hash;
    const inserted = await h.db
      .insertInto('users')
      .values(
        Array.from({ length: 150 }, (_, i) => ({
          email: `crowd${i}-${Date.now()}@example.com`,
          password_hash: hash,
          first_name: 'Crowd',
          last_name: `Member ${i}`,
        })),
      )
      .returning('id')
      .execute();
    const tokens = await Promise.all(
      inserted.map(async (u) => (await createSession(h.db, u.id)).token),
    );
    const responses = await Promise.all(
      tokens.map((token) =>
        h.app.inject({
          method: 'POST',
          url: `/api/v1/community/groups/${group.id}/join`,
          headers: auth(token),
        }),
      ),
    );
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(99);
    expect(statuses.filter((s) => s === 409)).toHaveLength(51);
    expect(
      responses
        .filter((r) => r.statusCode === 409)
        .every((r) => r.json().message === 'This group is full'),
    ).toBe(true);
    expect(await memberCountMatches(group.id)).toEqual({ count: 100, rows: 100 });
  });

  it('500 random joins and leaves by 8 members racing each other: only 200s and clear 409s, counts exact, never over capacity', async () => {
    const group = await create(owner.token, {
      ...newGroup,
      name: 'Revolving door',
      max_members: 5,
    });
    const racers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => signUp(h, { first_name: 'Racer', last_name: `${i}` })),
    );
    // Waves of concurrent calls, so that one member's join and leave often overlap.
    const responses = [];
    let overCapacity = 0;
    for (let wave = 0; wave < 20; wave++) {
      const calls = Array.from({ length: 25 }, () => ({
        token: racers[Math.floor(Math.random() * racers.length)]!.token,
        action: Math.random() < 0.5 ? 'join' : 'leave',
        delay: Math.random() * 5,
      }));
      responses.push(
        ...(await Promise.all(
          calls.map(async ({ token, action, delay }) => {
            await new Promise((r) => setTimeout(r, delay));
            return h.app.inject({
              method: 'POST',
              url: `/api/v1/community/groups/${group.id}/${action}`,
              headers: auth(token),
            });
          }),
        )),
      );
      const { count } = await memberCountMatches(group.id);
      if (count > 5) overCapacity += 1;
    }
    const unexpected = responses
      .filter((r) => r.statusCode !== 200 && r.statusCode !== 409)
      .map((r) => `${r.statusCode} ${r.body}`);
    expect(unexpected).toEqual([]);
    for (const r of responses.filter((res) => res.statusCode === 409))
      expect(r.json()).toMatchObject({ code: 'CONFLICT', message: expect.any(String) });
    expect(overCapacity).toBe(0);
    const { count, rows } = await memberCountMatches(group.id);
    expect(count).toBe(rows);
    expect(rows).toBeLessThanOrEqual(5);
  });
});

describe("inside a caller's transaction", () => {
  it('create and update join the transaction they are given and roll back with it', async () => {
    const actor = (await h.context(owner.token)).user;
    if (!actor) throw new Error('the owner is signed in');
    const kept = await create(owner.token, { ...newGroup, name: 'Kept as it was' });
    const rolledBack = new Error('the caller changed its mind');
    await expect(
      h.db.transaction().execute(async (trx) => {
        await createGroup(trx, actor, { ...newGroup, name: 'Never committed' });
        await updateGroup(trx, actor, { id: kept.id, name: 'Renamed, then not' });
        throw rolledBack;
      }),
    ).rejects.toBe(rolledBack);
    const names = await h.db
      .selectFrom('groups')
      .select('name')
      .where('name', 'in', ['Never committed', 'Kept as it was', 'Renamed, then not'])
      .execute();
    expect(names).toEqual([{ name: 'Kept as it was' }]);
    const rooms = await h.db
      .selectFrom('conversations')
      .select('name')
      .where('name', 'in', ['Never committed', 'Renamed, then not'])
      .execute();
    expect(rooms).toEqual([]);
  });
});
