import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generate } from 'otplib';
import { createTestDatabase } from '../../../test/db.ts';
import {
  auth,
  createHarness,
  failure,
  signUp,
  type Harness,
  type TestUser,
} from '../../../test/harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness(await createTestDatabase());
});
afterAll(() => h.close());

let ip = 0;
/** Each sign-in from its own address, so the per-address limits never decide a test. */
const nextIp = () => `10.77.${Math.floor(++ip / 250)}.${ip % 250}`;

/** A code her app would show now, or `steps` periods of 30 s from now. */
const codeFor = (secret: string, steps = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

function login(member: TestUser, password = member.password) {
  return h.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    remoteAddress: nextIp(),
    payload: { email: member.email, password },
  });
}

function secondStep(challenge: string, code: string) {
  return h.app.inject({
    method: 'POST',
    url: '/api/v1/auth/two-factor',
    remoteAddress: nextIp(),
    payload: { challenge, code },
  });
}

/** A member with two-step sign-in on: her secret and her recovery codes. */
async function withTwoStep(): Promise<TestUser & { secret: string; recovery: string[] }> {
  const member = await signUp(h);
  const me = await h.caller(member.token);
  const { secret, otpauth_url } = await me.auth.totpBegin();
  expect(otpauth_url).toMatch(/^otpauth:\/\/totp\/HerCircle:.+secret=/);
  const { recovery_codes } = await me.auth.totpConfirm({ code: await codeFor(secret) });
  return { ...member, secret, recovery: recovery_codes };
}

async function challengeOf(member: TestUser): Promise<string> {
  const res = await login(member);
  expect(res.statusCode).toBe(200);
  const { data } = res.json();
  expect(data.token).toBeUndefined();
  expect(data.two_factor.methods).toEqual(['totp', 'recovery']);
  return data.two_factor.challenge;
}

describe('two-step sign-in with an authenticator app', () => {
  it('turns on with one right code, then a password alone signs in no longer', async () => {
    const member = await signUp(h);
    const me = await h.caller(member.token);
    const { secret } = await me.auth.totpBegin();
    // A wrong code does not turn it on, and the password still signs in alone.
    expect((await failure(me.auth.totpConfirm({ code: '000000' }))).code).toBe('BAD_REQUEST');
    expect((await login(member)).json().data.token).toBeTypeOf('string');

    const { recovery_codes } = await me.auth.totpConfirm({ code: await codeFor(secret) });
    expect(recovery_codes).toHaveLength(10);
    expect(new Set(recovery_codes).size).toBe(10);
    expect(await me.auth.security()).toMatchObject({ totp: true, recovery_codes_left: 10 });
    // Stored encrypted and hashed: neither the secret nor a code is in the database as text.
    const stored = await h.db.selectFrom('user_totp').selectAll().execute();
    expect(JSON.stringify(stored)).not.toContain(secret);
    const hashes = await h.db.selectFrom('recovery_codes').select('code_hash').execute();
    expect(JSON.stringify(hashes)).not.toContain(recovery_codes[0]);

    const challenge = await challengeOf(member);
    const res = await secondStep(challenge, await codeFor(secret, 1));
    expect(res.statusCode).toBe(200);
    const { token, user } = res.json().data;
    expect(user).toMatchObject({ id: member.id, two_factor: true });
    // Her profile's self view says so; another member's view of her does not.
    const self = await (await h.caller(token)).users.profile({ id: member.id });
    expect(self.user.two_factor).toBe(true);
    const other = await signUp(h);
    const seen = await (await h.caller(other.token)).users.profile({ id: member.id });
    expect(seen.user.two_factor).toBeNull();
    expect((await (await h.caller(token)).auth.me()).user.id).toBe(member.id);
    // A challenge signs in once.
    expect((await secondStep(challenge, await codeFor(secret, -1))).statusCode).toBe(401);
  });

  it('refuses a code already used, and a wrong one, with 401', async () => {
    const member = await withTwoStep();
    const code = await codeFor(member.secret, 1);
    expect((await secondStep(await challengeOf(member), code)).statusCode).toBe(200);
    const again = await secondStep(await challengeOf(member), code);
    expect(again.statusCode).toBe(401);
    expect(again.json().message).toBe('That code is not right');
    expect((await secondStep(await challengeOf(member), '123456')).statusCode).toBe(401);
  });

  it('a recovery code signs in once; a used one is refused; the count goes down', async () => {
    const member = await withTwoStep();
    const [first] = member.recovery;
    // Typed with spaces and capitals, it still counts.
    const typed = ` ${first!.toUpperCase()} `;
    expect((await secondStep(await challengeOf(member), typed)).statusCode).toBe(200);
    expect((await secondStep(await challengeOf(member), first!)).statusCode).toBe(401);
    const me = await h.caller(member.token);
    expect((await me.auth.security()).recovery_codes_left).toBe(9);
  });

  it('after five wrong codes the step is locked for 15 minutes, even for the right code', async () => {
    const member = await withTwoStep();
    for (let i = 0; i < 5; i++) {
      const res = await secondStep(await challengeOf(member), '111111');
      expect(res.statusCode).toBe(401);
    }
    const locked = await secondStep(await challengeOf(member), await codeFor(member.secret, 1));
    expect(locked.statusCode).toBe(429);
    const retryAfter = Number(locked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    // Another member is not affected.
    const other = await withTwoStep();
    expect(
      (await secondStep(await challengeOf(other), await codeFor(other.secret, 1))).statusCode,
    ).toBe(200);
  });

  it('new recovery codes end the old ones; turning it off needs her password', async () => {
    const member = await withTwoStep();
    const me = await h.caller(member.token);
    expect((await failure(me.auth.recoveryCodes({ password: 'not-her-password' }))).code).toBe(
      'BAD_REQUEST',
    );
    const { recovery_codes } = await me.auth.recoveryCodes({ password: member.password });
    expect((await secondStep(await challengeOf(member), member.recovery[0]!)).statusCode).toBe(401);
    expect((await secondStep(await challengeOf(member), recovery_codes[0]!)).statusCode).toBe(200);

    const off = await h.app.inject({
      method: 'DELETE',
      url: '/api/v1/account/totp',
      headers: auth(member.token),
      payload: { password: 'not-her-password' },
    });
    expect(off.statusCode).toBe(400);
    expect((await me.auth.security()).totp).toBe(true);
    await me.auth.totpDisable({ password: member.password });
    expect(await me.auth.security()).toMatchObject({ totp: false, recovery_codes_left: 0 });
    expect((await login(member)).json().data.user.two_factor).toBe(false);
  });

  it('a challenge from long ago is refused; bad input is a 400, never a 500', async () => {
    const member = await withTwoStep();
    const challenge = await challengeOf(member);
    await h.db
      .updateTable('login_challenges')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .execute();
    expect((await secondStep(challenge, await codeFor(member.secret, 1))).statusCode).toBe(401);
    for (const payload of [
      {},
      { challenge: '', code: '1' },
      { challenge: 'x', code: 'y'.repeat(65) },
    ]) {
      const res = await h.app.inject({
        method: 'POST',
        url: '/api/v1/auth/two-factor',
        remoteAddress: nextIp(),
        payload,
      });
      expect(res.statusCode).toBe(400);
    }
  });
});
