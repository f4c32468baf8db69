import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestDatabase } from '../../../test/db.ts';
import {
  createHarness,
  resetTokenFor,
  signUp,
  type Harness,
  type TestUser,
} from '../../../test/harness.ts';
import { hashPassword, verifyPassword } from '../../auth/passwords.ts';
import type * as Passwords from '../../auth/passwords.ts';

// The real hashing, watched: a signed-out caller must not be able to make the server hash for nothing.
vi.mock('../../auth/passwords.ts', async (importOriginal) => {
  const real = await importOriginal<typeof Passwords>();
  return {
    ...real,
    hashPassword: vi.fn(real.hashPassword),
    verifyPassword: vi.fn(real.verifyPassword),
  };
});

let h: Harness;
beforeAll(async () => {
  h = await createHarness(await createTestDatabase());
});
afterAll(() => h.close());
beforeEach(() => {
  vi.mocked(hashPassword).mockClear();
});

const INVALID_RESET = 'This reset link is invalid or has expired. Request a new one.';
const TOO_COMMON = 'This password is too common. Choose one that is harder to guess.';
const HIDDEN_CHARS = 'Names cannot contain invisible or text-direction characters';

let ipCounter = 0;
/** A fresh address per test, so the per-IP limits of one test do not spill into another. */
const freshIp = () => `10.60.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

const send = (
  method: 'POST' | 'PUT',
  url: string,
  payload: object,
  opts: { token?: string; ip?: string } = {},
) =>
  h.app.inject({
    method,
    url,
    payload,
    remoteAddress: opts.ip ?? freshIp(),
    headers: opts.token ? { authorization: `Bearer ${opts.token}` } : {},
  });

/** PUT change-password as `member` themself. */
const changePassword = (member: TestUser, current_password: string, new_password: string) =>
  send(
    'PUT',
    `/api/v1/users/${member.id}/change-password`,
    { current_password, new_password },
    { token: member.token },
  );

async function requestResetToken(email: string): Promise<string> {
  await send('POST', '/api/v1/auth/forgot-password', { email });
  return resetTokenFor(h, email);
}

const canSignIn = async (email: string, password: string) =>
  (await send('POST', '/api/v1/auth/login', { email, password })).statusCode === 200;

describe('reset-password', () => {
  it('refuses a bad token without hashing the new password', async () => {
    const ip = freshIp();
    for (let i = 0; i < 10; i++) {
      const res = await send(
        'POST',
        '/api/v1/auth/reset-password',
        { token: `not-a-real-token-${i}`, new_password: 'a-perfectly-fine-one' },
        { ip },
      );
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: INVALID_RESET });
    }
    expect(hashPassword).not.toHaveBeenCalled();
  });

  it('counts every call from one IP, tRPC batch and REST alike: the 21st is 429', async () => {
    const ip = freshIp();
    const calls = 15;
    const batch = await h.app.inject({
      method: 'POST',
      url: `/trpc/${Array(calls).fill('auth.resetPassword').join(',')}?batch=1`,
      payload: Object.fromEntries(
        Array.from({ length: calls }, (_, i) => [
          i,
          { token: `batch-token-${i}`, new_password: 'a-perfectly-fine-one' },
        ]),
      ),
      remoteAddress: ip,
    });
    const batchCodes = (batch.json() as { error?: { data: { httpStatus: number } } }[]).map(
      (r) => r.error?.data.httpStatus,
    );
    expect(batchCodes).toEqual(Array(calls).fill(400));

    const rest = [];
    for (let i = calls; i < 22; i++)
      rest.push(
        await send(
          'POST',
          '/api/v1/auth/reset-password',
          { token: `rest-token-${i}`, new_password: 'a-perfectly-fine-one' },
          { ip },
        ),
      );
    expect(rest.map((r) => r.statusCode)).toEqual([400, 400, 400, 400, 400, 429, 429]);
    const blocked = rest[5]!;
    expect(blocked.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(3600);

    // Another address is not affected.
    const other = await send('POST', '/api/v1/auth/reset-password', {
      token: 'elsewhere',
      new_password: 'a-perfectly-fine-one',
    });
    expect(other.statusCode).toBe(400);
  });

  it('a newer reset link makes the older ones invalid', async () => {
    const member = await signUp(h);
    const first = await requestResetToken(member.email);
    const second = await requestResetToken(member.email);
    const old = await send('POST', '/api/v1/auth/reset-password', {
      token: first,
      new_password: 'new-secret-from-old-link',
    });
    expect(old.statusCode).toBe(400);
    expect(old.json()).toMatchObject({ message: INVALID_RESET });
    expect(await canSignIn(member.email, 'new-secret-from-old-link')).toBe(false);

    const latest = await send('POST', '/api/v1/auth/reset-password', {
      token: second,
      new_password: 'new-secret-from-new-link',
    });
    expect(latest.statusCode).toBe(200);
    expect(await canSignIn(member.email, 'new-secret-from-new-link')).toBe(true);
  });

  it('refuses a common password on the field, and the link stays usable', async () => {
    const member = await signUp(h);
    const token = await requestResetToken(member.email);
    vi.mocked(hashPassword).mockClear();
    const res = await send('POST', '/api/v1/auth/reset-password', {
      token,
      new_password: 'Sunshine',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: TOO_COMMON,
      issues: [{ path: ['new_password'], message: TOO_COMMON }],
    });
    expect(hashPassword).not.toHaveBeenCalled();
    const retry = await send('POST', '/api/v1/auth/reset-password', {
      token,
      new_password: 'sunshine-over-the-hills',
    });
    expect(retry.statusCode).toBe(200);
  });
});

describe('common passwords', () => {
  it('are refused at register, whatever their case, and no account is made', async () => {
    const email = 'common-register@example.com';
    const res = await send('POST', '/api/v1/auth/register', {
      email,
      password: 'IloveYou',
      first_name: 'Common',
      last_name: 'Choice',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      issues: [{ path: ['password'], message: TOO_COMMON }],
    });
    const rows = await h.db.selectFrom('users').select('id').where('email', '=', email).execute();
    expect(rows).toHaveLength(0);
  });

  it('are refused at change-password, and the old password keeps working', async () => {
    const member = await signUp(h);
    const res = await changePassword(member, member.password, 'FOOTBALL');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      issues: [{ path: ['new_password'], message: TOO_COMMON }],
    });
    expect(await canSignIn(member.email, member.password)).toBe(true);
  });
});

describe('change-password', () => {
  it('limits wrong current passwords per member: the 11th is 429, even when right', async () => {
    const member = await signUp(h);
    const attempt = (current_password: string) =>
      changePassword(member, current_password, 'a-new-secret-phrase');
    for (let i = 0; i < 10; i++) expect((await attempt(`wrong-guess-${i}`)).statusCode).toBe(400);
    const blocked = await attempt(member.password);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    expect(await canSignIn(member.email, member.password)).toBe(true);

    // Another member's attempts are counted apart.
    const other = await signUp(h);
    const ok = await changePassword(other, other.password, 'a-new-secret-phrase');
    expect(ok.statusCode).toBe(200);
  });

  it('a right current password does not use up the allowance', async () => {
    const member = await signUp(h);
    let current = member.password;
    for (let i = 0; i < 11; i++) {
      const next = `rotated-secret-${i}`;
      const res = await changePassword(member, current, next);
      expect(res.statusCode).toBe(200);
      current = next;
    }
  });
});

describe('over-long passwords are refused before any hashing', () => {
  const long = 'x'.repeat(257);

  it('at login, register, reset and change', async () => {
    const member = await signUp(h);
    vi.mocked(hashPassword).mockClear();
    vi.mocked(verifyPassword).mockClear();
    const answers = [
      [
        await send('POST', '/api/v1/auth/login', { email: member.email, password: long }),
        'password',
      ],
      [
        await send('POST', '/api/v1/auth/register', {
          email: 'long-one@example.com',
          password: long,
          first_name: 'L',
          last_name: 'O',
        }),
        'password',
      ],
      [
        await send('POST', '/api/v1/auth/reset-password', {
          token: await requestResetToken(member.email),
          new_password: long,
        }),
        'new_password',
      ],
      [await changePassword(member, long, long), 'current_password'],
    ] as const;
    for (const [res, field] of answers) {
      expect(res.statusCode).toBe(400);
      expect(res.json().issues).toContainEqual({
        path: [field],
        message: 'Password must be at most 256 characters',
      });
    }
    expect(hashPassword).not.toHaveBeenCalled();
    expect(verifyPassword).not.toHaveBeenCalled();
  });
});

describe('names', () => {
  const hidden = {
    'right-to-left override': 'Ada\u202Eevil',
    'zero-width space': 'A\u200Bda',
    'byte order mark': '\uFEFFAda',
    'left-to-right isolate': 'Ada\u2066',
    'zero-width joiner outside a word': 'Ada\u200D',
    'zero-width non-joiner beside a space': 'Ada \u200CLovelace',
  };

  it.each(Object.entries(hidden))('refuses a %s at register', async (_, name) => {
    const email = `hidden-${freshIp()}@example.com`;
    const res = await send('POST', '/api/v1/auth/register', {
      email,
      password: 'long-enough-phrase',
      first_name: name,
      last_name: 'Plain',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toContainEqual({ path: ['first_name'], message: HIDDEN_CHARS });
    const rows = await h.db.selectFrom('users').select('id').where('email', '=', email).execute();
    expect(rows).toHaveLength(0);
  });

  it('refuses them in a profile update and in the admin user forms', async () => {
    const member = await signUp(h, { first_name: 'Plain', last_name: 'Name' });
    const admin = await signUp(h, { role: 'admin' });
    const profile = await h.app.inject({
      method: 'PUT',
      url: `/api/v1/users/${member.id}/profile`,
      headers: { authorization: `Bearer ${member.token}` },
      payload: { last_name: 'Na\u200Bme' },
    });
    expect(profile.statusCode).toBe(400);
    expect(profile.json().issues).toContainEqual({ path: ['last_name'], message: HIDDEN_CHARS });

    const created = await h.app.inject({
      method: 'POST',
      url: '/api/v1/admin/users',
      headers: { authorization: `Bearer ${admin.token}` },
      payload: {
        name: 'Eve \u202Etnuocca',
        email: 'eve-hidden@example.com',
        password: 'long-enough-phrase',
      },
    });
    expect(created.statusCode).toBe(400);
    expect(created.json().issues).toContainEqual({ path: ['name'], message: HIDDEN_CHARS });
    const updated = await h.app.inject({
      method: 'PUT',
      url: `/api/v1/admin/users/${member.id}`,
      headers: { authorization: `Bearer ${admin.token}` },
      payload: { name: 'Plain\u2060 Name' },
    });
    expect(updated.statusCode).toBe(400);
    expect(updated.json().issues).toContainEqual({ path: ['name'], message: HIDDEN_CHARS });

    const row = await h.db
      .selectFrom('users')
      .select(['first_name', 'last_name'])
      .where('id', '=', member.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ first_name: 'Plain', last_name: 'Name' });
    const eve = await h.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'eve-hidden@example.com')
      .execute();
    expect(eve).toHaveLength(0);
  });

  it('still accepts names in any script and with accents', async () => {
    const res = await send('POST', '/api/v1/auth/register', {
      email: 'many-scripts@example.com',
      password: 'long-enough-phrase',
      first_name: 'Zoë-Chloé',
      last_name: 'محمد 李',
    });
    expect(res.statusCode).toBe(201);
  });

  it('accepts a zero-width non-joiner inside a word, as Persian spelling needs', async () => {
    const res = await send('POST', '/api/v1/auth/register', {
      email: 'persian-name@example.com',
      password: 'long-enough-phrase',
      first_name: 'مهر\u200Cنوش',
      last_name: 'Plain',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.user.first_name).toBe('مهر\u200Cنوش');
  });
});
