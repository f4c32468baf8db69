import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase } from '../../test/db.ts';
import { auth, createHarness, signUp, type Harness } from '../../test/harness.ts';
import { openDatabase } from '../db/index.ts';
import { createSessionCache, forgetUser, type SessionRecord } from './session-cache.ts';
import { hashToken } from './tokens.ts';
import {
  invalidateSession,
  invalidateUserSessions,
  rotateSession,
  validateToken,
} from './sessions.ts';

const DAY = 86_400_000;

function record(userId: number, expiresInMs = 30 * DAY): SessionRecord {
  return {
    session: { id: `s${userId}`, userId, expiresAt: new Date(Date.now() + expiresInMs) },
    user: {
      id: userId,
      email: `m${userId}@example.com`,
      first_name: 'Ada',
      last_name: 'Obi',
      role: 'user',
      status: 'active',
      profile_picture_id: null,
      suspended_until: null,
      email_verified: true,
      discreet_email: false,
      two_factor: false,
    },
  };
}

describe('the session cache', () => {
  const options = { ttlMs: 30_000, renewWithinMs: 15 * DAY };

  it('keeps a lookup for its time to live, then looks again', () => {
    const cache = createSessionCache(options);
    const now = Date.now();
    cache.set('a', record(1), cache.generation(), now);
    expect(cache.get('a', now + 29_999)?.user.id).toBe(1);
    expect(cache.get('a', now + 30_000)).toBeUndefined();
    cache.dispose();
  });

  it('does not keep a lookup that a notice overtook', () => {
    const cache = createSessionCache(options);
    const taken = cache.generation();
    // A notice about anyone arrives while the lookup is under way: it may have read the old row.
    cache.forgetUser(99);
    cache.set('a', record(1), taken);
    expect(cache.get('a')).toBeUndefined();
    cache.set('a', record(1), cache.generation());
    expect(cache.get('a')).toBeDefined();
    cache.dispose();
  });

  it('never answers for a session in its second half, which the full lookup renews', () => {
    const cache = createSessionCache(options);
    cache.set('old', record(1, 15 * DAY - 1), cache.generation());
    expect(cache.get('old')).toBeUndefined();
    const now = Date.now();
    cache.set('young', record(2, 16 * DAY), cache.generation(), now);
    expect(cache.get('young', now)).toBeDefined();
    expect(cache.get('young', now + DAY + 1)).toBeUndefined();
    cache.dispose();
  });

  it('forgets what a session end or an account change in this process names, in every cache', () => {
    const first = createSessionCache(options);
    const second = createSessionCache(options);
    for (const cache of [first, second]) {
      cache.set('a', record(1), cache.generation());
      cache.set('b', record(2), cache.generation());
    }
    forgetUser(1);
    for (const cache of [first, second]) {
      expect(cache.get('a')).toBeUndefined();
      expect(cache.get('b')?.user.id).toBe(2);
    }
    first.dispose();
    second.dispose();
  });

  it('holds at most its number of entries, the oldest leaving first', () => {
    const cache = createSessionCache({ ...options, maxEntries: 2 });
    for (const id of [1, 2, 3]) cache.set(`s${id}`, record(id), cache.generation());
    expect(cache.size).toBe(2);
    expect(cache.get('s1')).toBeUndefined();
    expect(cache.get('s3')).toBeDefined();
    cache.dispose();
  });

  it('while its notices are away keeps and answers nothing, and starts afresh when they are back', () => {
    const cache = createSessionCache(options);
    cache.set('a', record(1), cache.generation());
    cache.suspend();
    expect(cache.get('a')).toBeUndefined();
    const taken = cache.generation();
    cache.set('b', record(2), taken);
    expect(cache.get('b')).toBeUndefined();
    cache.resume();
    // A lookup that started while they were away may have missed one: not kept either.
    cache.set('b', record(2), taken);
    expect(cache.get('b')).toBeUndefined();
    cache.set('b', record(2), cache.generation());
    expect(cache.get('b')?.user.id).toBe(2);
    cache.dispose();
  });

  it('keeps nothing with a time to live of 0', () => {
    const cache = createSessionCache({ ...options, ttlMs: 0 });
    cache.set('a', record(1), cache.generation());
    expect(cache.size).toBe(0);
    cache.dispose();
  });
});

/** Polls until `check` passes: a notice crosses the database in milliseconds, not at once. */
const eventually = (check: () => Promise<void>) =>
  vi.waitFor(check, { timeout: 3_000, interval: 20 });

describe('a server process that keeps session lookups', () => {
  let h: Harness;
  /** A second process on the same database: its own cache, its own listener. */
  let other: Harness;

  beforeAll(async () => {
    const handle = await createTestDatabase();
    h = await createHarness(handle, { SESSION_CACHE_MS: '60000' });
    other = await createHarness(await openDatabase({ databaseUrl: handle.url, poolSize: 4 }), {
      SESSION_CACHE_MS: '60000',
    });
  }, 60_000);
  afterAll(async () => {
    await other?.close();
    await h?.close();
  });

  const me = (x: Harness, token: string) =>
    x.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: auth(token) });

  /** Signs a member up and has both processes look her session up once. */
  async function cachedMember() {
    const member = await signUp(h);
    for (const x of [h, other]) expect((await me(x, member.token)).statusCode).toBe(200);
    expect(h.services.sessions?.get(hashToken(member.token))?.user.id).toBe(member.id);
    expect(other.services.sessions?.get(hashToken(member.token))?.user.id).toBe(member.id);
    return member;
  }

  it('answers a signed-in request from its last lookup', async () => {
    const member = await cachedMember();
    // The row is gone without a notice (the trigger is bypassed): the kept lookup still answers.
    await h.db.transaction().execute(async (trx) => {
      await sql`set local session_replication_role = replica`.execute(trx);
      await sql`delete from sessions where id = ${hashToken(member.token)}`.execute(trx);
    });
    expect((await me(h, member.token)).statusCode).toBe(200);
  });

  it('refuses a logged-out session at once in the process that ended it, and soon in the others', async () => {
    const member = await cachedMember();
    const out = await h.app.inject({
      method: 'POST',
      url: '/api/v1/auth/logout',
      headers: auth(member.token),
    });
    expect(out.statusCode).toBe(200);
    expect((await me(h, member.token)).statusCode).toBe(401);
    await eventually(async () => expect((await me(other, member.token)).statusCode).toBe(401));
  });

  it('sees a change made to the account by any means: role, name, suspension', async () => {
    const member = await cachedMember();
    await sql`update users set role = 'admin', first_name = 'Renamed' where id = ${member.id}`.execute(
      h.db,
    );
    for (const x of [h, other])
      await eventually(async () => {
        const user = (await me(x, member.token)).json().data.user;
        expect([user.role, user.first_name]).toEqual(['admin', 'Renamed']);
      });

    const until = new Date(Date.now() + DAY);
    await sql`update users set suspended_until = ${until} where id = ${member.id}`.execute(h.db);
    for (const x of [h, other])
      await eventually(async () => {
        const res = await x.app.inject({
          method: 'POST',
          url: '/api/v1/community/groups',
          headers: auth(member.token),
          payload: { name: 'Quiet readers', description: 'Books', category: 'General' },
        });
        expect(res.statusCode).toBe(403);
      });
  });

  it('refuses the sessions of an account that was deactivated or whose sessions were deleted by SQL', async () => {
    const first = await cachedMember();
    await sql`update users set status = 'inactive' where id = ${first.id}`.execute(h.db);
    const second = await cachedMember();
    await sql`delete from sessions where user_id = ${second.id}`.execute(h.db);
    for (const x of [h, other])
      await eventually(async () => {
        expect((await me(x, first.token)).statusCode).toBe(401);
        expect((await me(x, second.token)).statusCode).toBe(401);
      });
  });

  it('forgets a session the process ends itself before it answers, without waiting for the notice', async () => {
    // A cache that hears no notices: only the process's own forgetting can empty it.
    const deaf = createSessionCache({ ttlMs: 60_000, renewWithinMs: 15 * DAY });
    try {
      const [a, b, c] = [await signUp(h), await signUp(h), await signUp(h)];
      for (const m of [a, b, c]) await validateToken(h.db, m.token, deaf);
      expect(deaf.size).toBe(3);
      await invalidateSession(h.db, hashToken(a.token));
      expect(await rotateSession(h.db, hashToken(b.token))).not.toBeNull();
      await invalidateUserSessions(h.db, c.id);
      expect(deaf.size).toBe(0);
      for (const m of [a, b, c]) expect(await validateToken(h.db, m.token, deaf)).toBeNull();
    } finally {
      deaf.dispose();
    }
  });

  it('renews a session in its second half, as without the cache', async () => {
    const member = await signUp(h);
    await sql`update sessions set expires_at = now() + interval '10 days'
      where id = ${hashToken(member.token)}`.execute(h.db);
    expect((await me(h, member.token)).statusCode).toBe(200);
    const { rows } = await sql<{ expires_at: Date }>`
      select expires_at from sessions where id = ${hashToken(member.token)}`.execute(h.db);
    expect(rows[0]!.expires_at.getTime() - Date.now()).toBeGreaterThan(29 * DAY);
    expect(h.services.sessions?.get(hashToken(member.token))).toBeDefined();
  });
});
