import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/db.ts';
import { auth, createHarness, signUp, type Harness } from '../../../test/harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness(await createTestDatabase());
});
afterAll(() => h.close());

describe('change password', () => {
  it('keeps the old password when ending the other sessions fails (one transaction)', async () => {
    const member = await signUp(h);
    const login = (password: string) =>
      h.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        remoteAddress: '10.91.0.1',
        payload: { email: member.email, password },
      });
    // A second device, whose session the change must end.
    expect((await login(member.password)).statusCode).toBe(200);
    // A fault in the middle of the change: deleting this member's sessions fails.
    await sql
      .raw(
        `create function refuse_session_delete() returns trigger language plpgsql as $$
         begin raise exception 'sessions unavailable'; end $$;
         create trigger refuse_session_delete before delete on sessions
         for each row when (old.user_id = ${member.id}) execute function refuse_session_delete();`,
      )
      .execute(h.db);
    try {
      const res = await h.app.inject({
        method: 'PUT',
        url: `/api/v1/users/${member.id}/change-password`,
        headers: auth(member.token),
        payload: {
          current_password: member.password,
          new_password: 'a-brand-new-passphrase',
        },
      });
      expect(res.statusCode).toBeGreaterThanOrEqual(500);
    } finally {
      await sql`drop trigger refuse_session_delete on sessions`.execute(h.db);
      await sql`drop function refuse_session_delete()`.execute(h.db);
    }
    expect((await login(member.password)).statusCode).toBe(200);
    expect((await login('a-brand-new-passphrase')).statusCode).toBe(401);
  });
});
