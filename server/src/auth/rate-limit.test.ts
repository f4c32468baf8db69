import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/db.ts';
import { createHarness, failure, signUp, type Harness } from '../../test/harness.ts';
import { hit } from './rate-limit.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness(await createTestDatabase(), {
    RATE_LIMIT_LOGIN_PER_EMAIL: '3',
    RATE_LIMIT_REGISTER_PER_IP: '2',
  });
}, 60_000);
afterAll(() => h.close());

/** Every row of the table with its version: xmin changes with any write to a row, even a no-op one. */
async function table() {
  const { rows } = await sql<{ key: string; count: number; window_start: Date; version: string }>`
    select key, count, window_start, xmin::text as version from rate_limits order by key`.execute(
    h.db,
  );
  return rows;
}

const post = (url: string, payload: object, ip: string) =>
  h.app.inject({ method: 'POST', url, payload, remoteAddress: ip });

describe('a refused request writes nothing', () => {
  it('login past the per-email limit: 429, and the table stays exactly as it was', async () => {
    const member = await signUp(h);
    for (let i = 0; i < 3; i++) {
      const res = await post(
        '/api/v1/auth/login',
        { email: member.email, password: 'wrong-password' },
        '10.80.0.1',
      );
      expect(res.statusCode).toBe(401);
    }
    const before = await table();
    for (let i = 0; i < 5; i++) {
      // From the same address and from new ones: neither the email's nor the address's row moves.
      const res = await post(
        '/api/v1/auth/login',
        { email: member.email, password: 'wrong-password' },
        i % 2 === 0 ? '10.80.0.1' : `10.80.1.${i}`,
      );
      expect(res.statusCode).toBe(429);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(await table()).toEqual(before);
  });

  it('registration past the per-IP limit: 429, and the table stays exactly as it was', async () => {
    const register = (i: number) =>
      post(
        '/api/v1/auth/register',
        {
          email: `refused-${i}-${Date.now()}@example.com`,
          password: 'correct-horse-battery',
          first_name: 'Ada',
          last_name: 'Refused',
        },
        '10.80.2.1',
      );
    expect((await register(0)).statusCode).toBe(201);
    expect((await register(1)).statusCode).toBe(201);
    const before = await table();
    for (let i = 2; i < 6; i++) expect((await register(i)).statusCode).toBe(429);
    expect(await table()).toEqual(before);
  });
});

describe('concurrent hits at the edge', () => {
  it('let exactly the limit through, whatever the race', async () => {
    const limit = { key: `edge:${Date.now()}`, max: 5, windowSeconds: 60 };
    const results = await Promise.allSettled(Array.from({ length: 20 }, () => hit(h.db, limit)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(5);
    const refused = results.filter((r) => r.status === 'rejected');
    expect(refused).toHaveLength(15);
    for (const r of refused) expect((r.reason as { code: string }).code).toBe('TOO_MANY_REQUESTS');
    // A new request is still refused.
    expect((await failure(hit(h.db, limit))).code).toBe('TOO_MANY_REQUESTS');
  });

  it('a request under one limit but over another is refused and counts against neither', async () => {
    const full = { key: `full:${Date.now()}`, max: 1, windowSeconds: 60 };
    const open = { key: `open:${Date.now()}`, max: 2, windowSeconds: 60 };
    await hit(h.db, full);
    const before = await table();
    await expect(hit(h.db, open, full)).rejects.toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    expect(await table()).toEqual(before);
    // The open limit still has both its slots.
    await hit(h.db, open);
    await hit(h.db, open);
    await expect(hit(h.db, open)).rejects.toMatchObject({ code: 'TOO_MANY_REQUESTS' });
  });
});
