import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/db.ts';
import { auth, createHarness, signUp, type Harness, type TestUser } from '../../../test/harness.ts';

let h: Harness;
let ada: TestUser;
let bea: TestUser;
let cleo: TestUser;

beforeAll(async () => {
  h = await createHarness(await createTestDatabase());
  ada = await signUp(h, { first_name: 'Ada', last_name: 'Obi' });
  bea = await signUp(h, { first_name: 'Bea', last_name: 'Lund' });
  cleo = await signUp(h, { first_name: 'Cleo', last_name: 'Park' });
});
afterAll(() => h.close());

const call = (method: 'POST' | 'DELETE' | 'GET', url: string, token: string) =>
  h.app.inject({ method, url: `/api/v1${url}`, headers: auth(token) });

function rows(table: 'user_blocks' | 'user_mutes') {
  return h.db.selectFrom(table).selectAll().execute();
}

describe.each([
  { kind: 'block', list: 'blocks', table: 'user_blocks', verb: 'block' },
  { kind: 'mute', list: 'mutes', table: 'user_mutes', verb: 'mute' },
] as const)('$kind', ({ kind, list, table, verb }) => {
  it(`${verb}s a member once: a repeat is 200 and stores nothing new`, async () => {
    const first = await call('POST', `/users/${bea.id}/${kind}`, ada.token);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ data: { success: true } });
    const before = await rows(table);
    expect(before).toHaveLength(1);
    const again = await call('POST', `/users/${bea.id}/${kind}`, ada.token);
    expect(again.statusCode).toBe(200);
    expect(await rows(table)).toEqual(before);
  });

  it(`lists whom she ${verb}ed with names, picture and since`, async () => {
    await call('POST', `/users/${cleo.id}/${kind}`, ada.token);
    const res = await call('GET', `/users/me/${list}`, ada.token);
    expect(res.statusCode).toBe(200);
    const { users, total } = res.json().data;
    expect(total).toBe(2);
    expect(users.map((u: { first_name: string }) => u.first_name)).toEqual(['Cleo', 'Bea']);
    expect(Object.keys(users[0]).sort()).toEqual(
      ['first_name', 'id', 'last_name', 'profile_picture', 'since'].sort(),
    );
    expect(Number.isNaN(Date.parse(users[0].since))).toBe(false);
    // Silent: the other member's own list does not show it.
    expect((await call('GET', `/users/me/${list}`, bea.token)).json().data).toEqual({
      users: [],
      total: 0,
    });
  });

  it(`the profile tells her (only her) that she ${verb}ed this member`, async () => {
    const mine = (await (await h.caller(ada.token)).users.profile({ id: bea.id })).relation;
    expect(mine).toEqual({ blocked: kind === 'block', muted: kind === 'mute' });
    const theirs = (await (await h.caller(bea.token)).users.profile({ id: ada.id })).relation;
    expect(theirs).toEqual({ blocked: false, muted: false });
  });

  it(`un${verb}ing is idempotent too`, async () => {
    for (let i = 0; i < 2; i++) {
      const res = await call('DELETE', `/users/${cleo.id}/${kind}`, ada.token);
      expect(res.statusCode).toBe(200);
    }
    expect((await rows(table)).map((r) => Object.values(r)[1])).toEqual([bea.id]);
    await call('DELETE', `/users/${bea.id}/${kind}`, ada.token);
    expect(await rows(table)).toEqual([]);
  });

  it(`refuses to ${verb} yourself (400) and an unknown or purged member (404)`, async () => {
    const self = await call('POST', `/users/${ada.id}/${kind}`, ada.token);
    expect(self.statusCode).toBe(400);
    expect(self.json()).toMatchObject({ code: 'BAD_REQUEST', message: expect.any(String) });
    const unknown = await call('POST', `/users/999999/${kind}`, ada.token);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'NOT_FOUND' });
    const gone = await signUp(h);
    await h.db.deleteFrom('users').where('id', '=', gone.id).execute();
    expect((await call('POST', `/users/${gone.id}/${kind}`, ada.token)).statusCode).toBe(404);
    expect((await call('DELETE', `/users/${gone.id}/${kind}`, ada.token)).statusCode).toBe(404);
    expect((await call('POST', `/users/abc/${kind}`, ada.token)).statusCode).toBe(400);
    expect(await rows(table)).toEqual([]);
  });

  it('needs a session', async () => {
    const res = await h.app.inject({ method: 'POST', url: `/api/v1/users/${bea.id}/${kind}` });
    expect(res.statusCode).toBe(401);
  });
});

describe('blocking and groups', () => {
  it('does not remove anyone from a group they share', async () => {
    const ac = await h.caller(ada.token);
    const { group } = await ac.community.create({
      name: 'Shared ground',
      description: 'Both of them are here',
      category: 'General',
      is_private: false,
      max_members: 10,
    });
    await (await h.caller(bea.token)).community.join({ id: group.id });
    expect((await call('POST', `/users/${bea.id}/block`, ada.token)).statusCode).toBe(200);
    const members = await h.db
      .selectFrom('group_members')
      .select('user_id')
      .where('group_id', '=', group.id)
      .orderBy('user_id')
      .execute();
    expect(members.map((m) => m.user_id)).toEqual([ada.id, bea.id]);
    await call('DELETE', `/users/${bea.id}/block`, ada.token);
  });
});
