import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
