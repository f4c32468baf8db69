import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/db.ts';
import { auth, createHarness, signUp, type Harness } from '../../test/harness.ts';
import { hashToken } from './tokens.ts';

let h: Harness;

beforeAll(async () => {
  h = await createHarness(await createTestDatabase());
}, 60_000);
afterAll(() => h.close());

/** The row's version: xmin changes with every write to it, even one that sets the same values. */
async function sessionVersion(token: string) {
  const { rows } = await sql<{ version: string; expires_at: Date }>`
    select xmin::text as version, expires_at from sessions where id = ${hashToken(token)}`.execute(
    h.db,
  );
  return rows[0];
}

describe('session validation', () => {
  it('reads the session and writes nothing while it is in its first half', async () => {
    const member = await signUp(h);
    const before = await sessionVersion(member.token);
    for (let i = 0; i < 5; i++) {
      const res = await h.app.inject({
        method: 'GET',
        url: '/api/v1/auth/me',
        headers: auth(member.token),
      });
      expect(res.statusCode).toBe(200);
    }
    expect(await sessionVersion(member.token)).toEqual(before);
  });
});
