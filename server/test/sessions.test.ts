import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteExpiredSessions } from '../src/auth/sessions.ts';
import { hashToken } from '../src/auth/tokens.ts';
import { createTestDatabase } from './db.ts';
import { createHarness, signUp, type Harness } from './harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness(await createTestDatabase());
});
afterAll(() => h.close());

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const conversations = (headers: Record<string, string>, query = '') =>
  h.app.inject({ method: 'GET', url: `/trpc/chat.conversations${query}`, headers });

describe('token refresh', () => {
  it('20 concurrent refreshes of one token: exactly one new working token, the old one dead', async () => {
    const member = await signUp(h);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        h.app.inject({
          method: 'POST',
          url: '/api/v1/auth/refresh-token',
          headers: bearer(member.token),
        }),
      ),
    );
    const winners = answers.filter((r) => r.statusCode === 200);
    expect(winners).toHaveLength(1);
    expect(answers.filter((r) => r.statusCode !== 200).map((r) => r.statusCode)).toEqual(
      Array(19).fill(401),
    );
    const token = winners[0]!.json().data.token as string;
    expect((await conversations(bearer(token))).statusCode).toBe(200);
    expect((await conversations(bearer(member.token))).statusCode).toBe(401);
    const sessions = await h.db
      .selectFrom('sessions')
      .select('id')
      .where('user_id', '=', member.id)
      .execute();
    expect(sessions).toHaveLength(1);
  });
});

describe('the token as a connection parameter', () => {
  it('a query carrying only ?connectionParams= is 401', async () => {
    const member = await signUp(h);
    const params = encodeURIComponent(JSON.stringify({ token: member.token }));
    const res = await conversations({}, `?connectionParams=${params}`);
    expect(res.statusCode).toBe(401);
    expect(res.json().error.data.appCode).toBe('UNAUTHORIZED');
    // The same token in the header works.
    expect((await conversations(bearer(member.token))).statusCode).toBe(200);
  });

  it('a mutation carrying only ?connectionParams= is 401 and changes nothing', async () => {
    const member = await signUp(h);
    const params = encodeURIComponent(JSON.stringify({ token: member.token }));
    const res = await h.app.inject({
      method: 'POST',
      url: `/trpc/auth.logout?connectionParams=${params}`,
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(res.statusCode).toBe(401);
    expect((await conversations(bearer(member.token))).statusCode).toBe(200);
  });
});

describe('the absolute lifetime of a session: 90 days from sign-in', () => {
  const me = (token: string) =>
    h.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: bearer(token) });
  const row = (token: string) =>
    h.db
      .selectFrom('sessions')
      .select(['created_at', 'expires_at'])
      .where('id', '=', hashToken(token))
      .executeTakeFirst();
  /** Moves a session's clock back, as if `days` had passed since it was signed in and last renewed. */
  const age = (token: string, days: number) =>
    sql`update sessions set created_at = created_at - make_interval(days => ${days}),
      expires_at = expires_at - make_interval(days => ${days}) where id = ${hashToken(token)}`.execute(
      h.db,
    );
  /** Signed in `days` ago and in use since: her last request renewed it, so it ends in 30 days. */
  const signedInDaysAgo = (token: string, days: number) =>
    sql`update sessions set created_at = now() - make_interval(days => ${days}),
      expires_at = now() + interval '30 days' where id = ${hashToken(token)}`.execute(h.db);

  it('refuses a session signed in 91 days ago although it was in use, and deletes it', async () => {
    const member = await signUp(h);
    await signedInDaysAgo(member.token, 91);
    expect((await me(member.token)).statusCode).toBe(401);
    expect(await row(member.token)).toBeUndefined();
  });

  it('the expiry cleanup deletes a session past its 90 days that nobody presents', async () => {
    const [old, young] = [await signUp(h), await signUp(h)];
    await signedInDaysAgo(old.token, 91);
    await signedInDaysAgo(young.token, 89);
    await deleteExpiredSessions(h.db);
    expect(await row(old.token)).toBeUndefined();
    expect(await row(young.token)).toBeDefined();
    expect((await me(young.token)).statusCode).toBe(200);
  });

  it('neither a renewal nor a refresh carries a session past 90 days after sign-in', async () => {
    const member = await signUp(h);
    // 80 days in, in the second half of its sliding 30: the lookup renews it.
    await sql`update sessions set created_at = now() - interval '80 days',
      expires_at = now() + interval '10 days' where id = ${hashToken(member.token)}`.execute(h.db);
    expect((await me(member.token)).statusCode).toBe(200);
    const refresh = await h.app.inject({
      method: 'POST',
      url: '/api/v1/auth/refresh-token',
      headers: bearer(member.token),
    });
    expect(refresh.statusCode).toBe(200);
    const token = refresh.json().data.token as string;
    expect((await me(token)).statusCode).toBe(200);
    // Nine days later it still works; two more and she signed in 91 days ago.
    await age(token, 9);
    expect((await me(token)).statusCode).toBe(200);
    await age(token, 2);
    expect((await me(token)).statusCode).toBe(401);
    const again = await h.app.inject({
      method: 'POST',
      url: '/api/v1/auth/refresh-token',
      headers: bearer(token),
    });
    expect(again.statusCode).toBe(401);
  });
});
