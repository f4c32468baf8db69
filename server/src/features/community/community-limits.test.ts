// Limits on what one member can make others see or receive: new groups (listed on the public
// pulse under her name), and the join requests a private group's admins are notified of.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/db.ts';
import { auth, createHarness, signUp, type Harness, type TestUser } from '../../../test/harness.ts';

let h: Harness;
beforeAll(async () => {
  // The production default (tests elsewhere run with a higher one): server/test/env.test.ts.
  h = await createHarness(await createTestDatabase(), { RATE_LIMIT_GROUP_PER_USER: '5' });
}, 60_000);
afterAll(() => h.close());

const call = (method: 'GET' | 'POST', url: string, who: TestUser, payload?: object) =>
  h.app.inject({ method, url: `/api/v1${url}`, headers: auth(who.token), payload });

const createGroup = (who: TestUser, name: string, is_private = false) =>
  call('POST', '/community/groups', who, { name, description: 'A place to meet', is_private });

const groupsBy = async (who: TestUser) =>
  (await h.db.selectFrom('groups').select('id').where('creator_id', '=', who.id).execute()).length;

describe('group creation per member', () => {
  it('the 6th group a member creates in a day is refused with 429 and not made; others are not affected', async () => {
    const spammer = await signUp(h);
    const statuses = [];
    for (let i = 0; i < 7; i++)
      statuses.push((await createGroup(spammer, `Spam ${i} ${Date.now()}`)).statusCode);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429]);
    expect(await groupsBy(spammer)).toBe(5);
    const refused = await createGroup(spammer, `Spam late ${Date.now()}`);
    expect(refused.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(86_400);

    const pulse = await h.app.inject({ method: 'GET', url: '/api/v1/community/pulse' });
    expect(pulse.statusCode).toBe(200);
    expect(JSON.stringify(pulse.json())).not.toContain('Spam late');

    const neighbour = await signUp(h);
    expect((await createGroup(neighbour, `Knitting ${Date.now()}`)).statusCode).toBe(201);
  });

  it('over tRPC too, each call of a batch counted', async () => {
    const spammer = await signUp(h);
    const calls = 7;
    const res = await h.app.inject({
      method: 'POST',
      url: `/trpc/${Array(calls).fill('community.create').join(',')}?batch=1`,
      headers: auth(spammer.token),
      payload: Object.fromEntries(
        Array.from({ length: calls }, (_, i) => [
          i,
          { name: `Batch ${i} ${Date.now()}`, description: 'x', is_private: false },
        ]),
      ),
    });
    const codes = (res.json() as { error?: { data: { httpStatus: number } } }[]).map(
      (r) => r.error?.data.httpStatus ?? 200,
    );
    expect(codes.sort()).toEqual([200, 200, 200, 200, 200, 429, 429]);
    expect(await groupsBy(spammer)).toBe(5);
  });
});

describe('join requests to a private group', () => {
  it('a join-then-withdraw loop notifies the admins once a day, while the request itself still works', async () => {
    const owner = await signUp(h);
    const pest = await signUp(h);
    const created = await createGroup(owner, `Quiet circle ${Date.now()}`, true);
    expect(created.statusCode).toBe(201);
    const groupId = created.json().data.group.id as number;

    for (let i = 0; i < 10; i++) {
      const join = await call('POST', `/community/groups/${groupId}/join`, pest);
      expect(join.statusCode).toBe(200);
      expect(join.json().data).toMatchObject({ request_pending: true });
      expect((await call('POST', `/community/groups/${groupId}/leave`, pest)).statusCode).toBe(200);
    }
    const join = await call('POST', `/community/groups/${groupId}/join`, pest);
    expect(join.statusCode).toBe(200);

    const inbox = await call('GET', '/notifications', owner);
    const fromPest = (
      inbox.json().data.notifications as { kind: string; actor: { id: number } | null }[]
    ).filter((n) => n.kind === 'join_request' && n.actor?.id === pest.id);
    expect(fromPest).toHaveLength(1);
    // The request is there for the admins to answer.
    const requests = await call('GET', `/community/groups/${groupId}/requests`, owner);
    expect((requests.json().data.requests as { user_id: number }[]).map((r) => r.user_id)).toEqual([
      pest.id,
    ]);

    // Another member's request is announced as usual.
    const newcomer = await signUp(h);
    await call('POST', `/community/groups/${groupId}/join`, newcomer);
    const rows = await h.db
      .selectFrom('notifications')
      .select(['user_id', 'actor_id'])
      .where('kind', '=', 'join_request')
      .where('target_id', '=', groupId)
      .orderBy('id')
      .execute();
    expect(rows.filter((r) => r.actor_id === pest.id).map((r) => r.user_id)).toEqual([owner.id]);
    expect(rows.filter((r) => r.actor_id === newcomer.id).map((r) => r.user_id)).toEqual([
      owner.id,
    ]);
  });
});
