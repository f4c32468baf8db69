import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auth,
  adminFixture,
  failure,
  latestEmailTo,
  signUp,
  type Harness,
  type TestUser,
  signedIn,
} from '../../../test/harness.ts';

let h: Harness;
let admin: TestUser;
let member: TestUser;

beforeAll(async () => ({ h, admin, member } = await adminFixture()));
afterAll(() => h.close());

describe('who may use the admin API', () => {
  const paths: [string, string][] = [
    ['GET', '/api/v1/admin/users'],
    ['POST', '/api/v1/admin/users'],
    ['GET', '/api/v1/admin/users/1'],
    ['PUT', '/api/v1/admin/users/1'],
    ['DELETE', '/api/v1/admin/users/1'],
    ['GET', '/api/v1/admin/settings'],
    ['PUT', '/api/v1/admin/settings'],
    ['POST', '/api/v1/admin/settings/reset'],
    ['GET', '/api/v1/admin/audit-log'],
  ];

  it('answers 401 signed out and 403 to members, for every path', async () => {
    for (const [method, url] of paths) {
      const out = await h.app.inject({
        method: method as 'GET',
        url,
        payload: method === 'GET' || method === 'DELETE' ? undefined : {},
      });
      expect([url, out.statusCode]).toEqual([url, 401]);
      const asMember = await h.app.inject({
        method: method as 'GET',
        url,
        headers: auth(member.token),
        payload: method === 'GET' || method === 'DELETE' ? undefined : {},
      });
      expect([url, asMember.statusCode]).toEqual([url, 403]);
    }
  });
});

describe('users', () => {
  it('lists with search on name and email, role and status filters, sorting and paging', async () => {
    const res = await h.app.inject({
      method: 'GET',
      url: '/api/v1/admin/users?search=okoro',
      headers: auth(admin.token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      users: [
        expect.objectContaining({
          id: member.id,
          name: 'Mina Okoro',
          email: member.email,
          role: 'user',
          status: 'active',
        }),
      ],
      total: 1,
    });
    const byEmail = await (
      await h.caller(admin.token)
    ).admin.users.list({ search: member.email.slice(0, 8) });
    expect(byEmail.users.map((u) => u.id)).toContain(member.id);
    const admins = await (await h.caller(admin.token)).admin.users.list({ role: 'admin' });
    expect(admins.users.every((u) => u.role === 'admin')).toBe(true);
    const sorted = await (
      await h.caller(admin.token)
    ).admin.users.list({ sort: 'name', direction: 'asc', limit: 1 });
    expect(sorted.users).toHaveLength(1);
    expect(sorted.total).toBeGreaterThanOrEqual(2);
    expect(sorted.users[0]?.name).toBe('Mina Okoro');
  });

  it('creates a user with a password (201) who can sign in; a taken email is 409', async () => {
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/v1/admin/users',
      headers: auth(admin.token),
      payload: {
        name: 'Tara Jean Moss',
        email: 'tara@example.com',
        role: 'user',
        status: 'active',
        password: 'given-password',
      },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.user).toMatchObject({
      name: 'Tara Jean Moss',
      email: 'tara@example.com',
      role: 'user',
      status: 'active',
    });
    const login = signedIn(
      await (
        await h.caller(null, '10.20.0.1')
      ).auth.login({ email: 'tara@example.com', password: 'given-password' }),
    );
    expect(login.user).toMatchObject({ first_name: 'Tara', last_name: 'Jean Moss' });
    const again = await h.app.inject({
      method: 'POST',
      url: '/api/v1/admin/users',
      headers: auth(admin.token),
      payload: { name: 'Other', email: 'TARA@example.com' },
    });
    expect(again.statusCode).toBe(409);
  });

  it('creates a user without a password by emailing an invitation link', async () => {
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/v1/admin/users',
      headers: auth(admin.token),
      payload: { name: 'Ivy Invite', email: 'ivy@example.com' },
    });
    expect(res.statusCode).toBe(201);
    expect(await latestEmailTo(h, 'ivy@example.com')).toMatch(/reset-password\?token=/);
  });

  it('validates input with field paths', async () => {
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/v1/admin/users',
      headers: auth(admin.token),
      payload: { name: ' ', email: 'nope', role: 'queen' },
    });
    expect(res.statusCode).toBe(400);
    expect(
      res
        .json()
        .issues.map((i: { path: string[] }) => i.path[0])
        .sort(),
    ).toEqual(['email', 'name', 'role']);
  });

  it('refuses a common password for a new user, and creates nobody', async () => {
    const email = `common-${Date.now()}@example.com`;
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/v1/admin/users',
      headers: auth(admin.token),
      payload: {
        name: 'Common Pass',
        email,
        role: 'user',
        status: 'active',
        password: 'Password1',
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual([
      { path: ['password'], message: expect.stringMatching(/too common/) },
    ]);
    const row = await h.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirst();
    expect(row).toBeUndefined();
  });

  it('edits name, email, role and status; deactivating ends that user’s sessions', async () => {
    const target = await signUp(h, { first_name: 'Dee', last_name: 'Active' });
    const res = await h.app.inject({
      method: 'PUT',
      url: `/api/v1/admin/users/${target.id}`,
      headers: auth(admin.token),
      payload: { name: 'Dee Renamed', email: 'dee.renamed@example.com', status: 'inactive' },
    });
    expect(res.statusCode).toBe(200);
    // A new address waits for its link to be followed (email-confirmation.test.ts).
    expect(res.json().data.user).toMatchObject({
      name: 'Dee Renamed',
      email: target.email,
      pendingEmail: 'dee.renamed@example.com',
      status: 'inactive',
    });
    expect((await failure((await h.caller(target.token)).auth.me())).code).toBe('UNAUTHORIZED');
    const taken = await h.app.inject({
      method: 'PUT',
      url: `/api/v1/admin/users/${target.id}`,
      headers: auth(admin.token),
      payload: { email: member.email },
    });
    expect(taken.statusCode).toBe(409);
  });

  it('an admin cannot delete, deactivate or demote themself', async () => {
    for (const payload of [{ role: 'user' }, { status: 'inactive' }]) {
      const res = await h.app.inject({
        method: 'PUT',
        url: `/api/v1/admin/users/${admin.id}`,
        headers: auth(admin.token),
        payload,
      });
      expect(res.statusCode).toBe(403);
    }
    expect(
      (
        await h.app.inject({
          method: 'DELETE',
          url: `/api/v1/admin/users/${admin.id}`,
          headers: auth(admin.token),
        })
      ).statusCode,
    ).toBe(403);
    const me = await (await h.caller(admin.token)).admin.users.get({ id: admin.id });
    expect(me.user).toMatchObject({ role: 'admin', status: 'active' });
  });

  it('deletes a user, and 404s for an unknown one', async () => {
    const target = await signUp(h);
    expect(
      (
        await h.app.inject({
          method: 'DELETE',
          url: `/api/v1/admin/users/${target.id}`,
          headers: auth(admin.token),
        })
      ).json(),
    ).toEqual({ data: { success: true } });
    expect(
      (
        await h.app.inject({
          method: 'GET',
          url: `/api/v1/admin/users/${target.id}`,
          headers: auth(admin.token),
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await h.app.inject({
          method: 'DELETE',
          url: `/api/v1/admin/users/${target.id}`,
          headers: auth(admin.token),
        })
      ).statusCode,
    ).toBe(404);
  });

  it('writes every change to the audit log', async () => {
    const res = await h.app.inject({
      method: 'GET',
      url: '/api/v1/admin/audit-log',
      headers: auth(admin.token),
    });
    const entries = res.json().data.entries as {
      action: string;
      entity: string;
      actor_email: string;
    }[];
    // Two creations, one update, one deletion (refused changes write nothing).
    expect(entries).toHaveLength(4);
    expect(entries.every((e) => e.actor_email === admin.email)).toBe(true);
    expect(entries.map((e) => `${e.action} ${e.entity}`)).toEqual(
      expect.arrayContaining(['create user', 'update user', 'delete user']),
    );
  });
});

describe('deleting a user leaves their groups the way a member does', () => {
  it('keeps member counts true and promotes a member of a group left without an admin', async () => {
    const founder = await signUp(h);
    const stayer = await signUp(h);
    const { group } = await (
      await h.caller(founder.token)
    ).community.create({ name: 'Founder leaves', description: 'Its only admin is deleted' });
    await (await h.caller(stayer.token)).community.join({ id: group.id });

    const res = await h.app.inject({
      method: 'DELETE',
      url: `/api/v1/admin/users/${founder.id}`,
      headers: auth(admin.token),
    });
    expect(res.statusCode).toBe(200);

    const { member_count } = await h.db
      .selectFrom('groups')
      .select('member_count')
      .where('id', '=', group.id)
      .executeTakeFirstOrThrow();
    const rows = await h.db
      .selectFrom('group_members')
      .select(['user_id', 'role'])
      .where('group_id', '=', group.id)
      .execute();
    expect(member_count).toBe(rows.length);
    expect(rows).toEqual([{ user_id: stayer.id, role: 'admin' }]);
  });
});
