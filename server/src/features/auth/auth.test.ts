import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/db.ts';
import {
  createHarness,
  failure,
  resetTokenFor,
  signUp,
  type Harness,
  signedIn,
} from '../../../test/harness.ts';
import { hashToken } from '../../auth/tokens.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness(await createTestDatabase(), {
    RATE_LIMIT_LOGIN_PER_EMAIL: '3',
    RATE_LIMIT_REGISTER_PER_IP: '4',
    RATE_LIMIT_FORGOT_PER_EMAIL: '2',
  });
});
afterAll(() => h.close());

const post = (url: string, payload?: object, token?: string, ip = '127.0.0.1') =>
  h.app.inject({
    method: 'POST',
    url,
    payload,
    remoteAddress: ip,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

describe('register', () => {
  it('creates an account: 201 with the user and no token', async () => {
    const res = await post(
      '/api/v1/auth/register',
      {
        email: 'Ada.Obi@Example.com',
        password: 'long-enough-1',
        first_name: ' Ada ',
        last_name: 'Obi',
      },
      undefined,
      '10.1.0.1',
    );
    expect(res.statusCode).toBe(201);
    const { data } = res.json();
    expect(data.token).toBeUndefined();
    expect(data.user).toMatchObject({
      email: 'ada.obi@example.com',
      first_name: 'Ada',
      last_name: 'Obi',
      role: 'user',
      profile_picture: null,
    });
    const row = await h.db
      .selectFrom('users')
      .select(['password_hash'])
      .where('id', '=', data.user.id)
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('refuses a taken email with 409, whatever its case', async () => {
    const res = await post(
      '/api/v1/auth/register',
      { email: 'ADA.OBI@example.com', password: 'long-enough-2', first_name: 'A', last_name: 'B' },
      undefined,
      '10.1.0.2',
    );
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'CONFLICT',
      message: 'An account with this email already exists',
    });
  });

  it('applies the spec password and name rules with field paths', async () => {
    const res = await post(
      '/api/v1/auth/register',
      { email: 'not-an-email', password: 'short', first_name: '', last_name: '  ' },
      undefined,
      '10.1.0.3',
    );
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('VALIDATION_ERROR');
    expect(body.issues).toEqual(
      expect.arrayContaining([
        { path: ['email'], message: 'Invalid email address' },
        { path: ['password'], message: 'Password must be at least 8 characters' },
        { path: ['first_name'], message: 'First name is required' },
        { path: ['last_name'], message: 'Last name is required' },
      ]),
    );
  });

  it('refuses an over-long password before hashing it', async () => {
    const res = await post(
      '/api/v1/auth/register',
      { email: 'long@example.com', password: 'x'.repeat(257), first_name: 'L', last_name: 'P' },
      undefined,
      '10.1.0.4',
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().issues[0]).toEqual({
      path: ['password'],
      message: 'Password must be at most 256 characters',
    });
  });

  it('rate limits registrations per IP with 429 and Retry-After', async () => {
    const statuses: number[] = [];
    let retryAfter: string | undefined;
    for (let i = 0; i < 6; i++) {
      const res = await post(
        '/api/v1/auth/register',
        {
          email: `burst${i}@example.com`,
          password: 'long-enough-3',
          first_name: 'B',
          last_name: 'R',
        },
        undefined,
        '10.9.9.9',
      );
      statuses.push(res.statusCode);
      if (res.statusCode === 429) retryAfter = res.headers['retry-after'] as string;
    }
    expect(statuses).toEqual([201, 201, 201, 201, 429, 429]);
    expect(Number(retryAfter)).toBeGreaterThan(0);
    expect(Number(retryAfter)).toBeLessThanOrEqual(3600);
  });
});

describe('login and sessions', () => {
  it('signs in with a token, and the database keeps only its hash', async () => {
    const member = await signUp(h);
    const res = await post('/api/v1/auth/login', {
      email: member.email,
      password: member.password,
    });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.user).toMatchObject({ id: member.id, email: member.email, role: 'user' });
    expect(data.token).toMatch(/^[\w-]{40,}$/);
    const stored = await h.db
      .selectFrom('sessions')
      .select(['id'])
      .where('user_id', '=', member.id)
      .execute();
    expect(stored.map((s) => s.id)).toContain(hashToken(data.token));
    expect(stored.map((s) => s.id)).not.toContain(data.token);
  });

  it('never says which half was wrong', async () => {
    const member = await signUp(h);
    const wrongPassword = await post(
      '/api/v1/auth/login',
      { email: member.email, password: 'wrong-password' },
      undefined,
      '10.2.0.1',
    );
    const unknownEmail = await post(
      '/api/v1/auth/login',
      { email: 'nobody@example.com', password: 'wrong-password' },
      undefined,
      '10.2.0.1',
    );
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual(unknownEmail.json());
    expect(wrongPassword.json()).toEqual({
      message: 'Invalid email or password',
      code: 'UNAUTHORIZED',
    });
  });

  it('rate limits failed logins per email, even with the right password afterwards', async () => {
    const member = await signUp(h);
    for (let i = 0; i < 3; i++) {
      expect(
        (
          await post(
            '/api/v1/auth/login',
            { email: member.email, password: 'nope-nope' },
            undefined,
            `10.3.0.${i}`,
          )
        ).statusCode,
      ).toBe(401);
    }
    const blocked = await post(
      '/api/v1/auth/login',
      { email: member.email, password: member.password },
      undefined,
      '10.3.1.1',
    );
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('counts every call of a tRPC batch against the limit', async () => {
    const member = await signUp(h);
    const input = encodeURIComponent(
      JSON.stringify(
        Object.fromEntries(
          Array.from({ length: 5 }, (_, i) => [
            i,
            { email: member.email, password: 'bad-password' },
          ]),
        ),
      ),
    );
    const res = await h.app.inject({
      method: 'POST',
      url: `/trpc/${Array(5).fill('auth.login').join(',')}?batch=1`,
      payload: JSON.parse(decodeURIComponent(input)),
      remoteAddress: '10.4.0.1',
    });
    const codes = (res.json() as { error?: { data: { httpStatus: number } } }[]).map(
      (r) => r.error?.data.httpStatus,
    );
    // The calls run concurrently: which ones are refused varies, how many does not.
    expect(codes.sort()).toEqual([401, 401, 401, 429, 429]);
  });

  it('answers 401 without a token or with a bad one', async () => {
    for (const headers of [
      {},
      { authorization: 'Bearer not-a-real-token' },
      { authorization: 'Basic abc' },
    ]) {
      const res = await h.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'User not authenticated', code: 'UNAUTHORIZED' });
    }
  });

  it('logout ends the session at once', async () => {
    const member = await signUp(h);
    expect(
      (
        await h.app.inject({
          method: 'GET',
          url: '/api/v1/auth/me',
          headers: { authorization: `Bearer ${member.token}` },
        })
      ).statusCode,
    ).toBe(200);
    const res = await post('/api/v1/auth/logout', undefined, member.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { success: true } });
    expect(
      (
        await h.app.inject({
          method: 'GET',
          url: '/api/v1/auth/me',
          headers: { authorization: `Bearer ${member.token}` },
        })
      ).statusCode,
    ).toBe(401);
  });

  it('refresh rotates the token: the new one works, the old one stops', async () => {
    const member = await signUp(h);
    const res = await post('/api/v1/auth/refresh-token', undefined, member.token);
    expect(res.statusCode).toBe(200);
    const { token, user } = res.json().data;
    expect(token).not.toBe(member.token);
    expect(user.id).toBe(member.id);
    expect(
      (
        await h.app.inject({
          method: 'GET',
          url: '/api/v1/auth/me',
          headers: { authorization: `Bearer ${token}` },
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await h.app.inject({
          method: 'GET',
          url: '/api/v1/auth/me',
          headers: { authorization: `Bearer ${member.token}` },
        })
      ).statusCode,
    ).toBe(401);
  });

  it('renews a session used in its second half, and expires an old one', async () => {
    const member = await signUp(h);
    const id = hashToken(member.token);
    const soon = new Date(Date.now() + 5 * 24 * 3600 * 1000);
    await h.db.updateTable('sessions').set({ expires_at: soon }).where('id', '=', id).execute();
    await (await h.caller(member.token)).auth.me();
    const renewed = await h.db
      .selectFrom('sessions')
      .select('expires_at')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(renewed.expires_at.getTime()).toBeGreaterThan(Date.now() + 29 * 24 * 3600 * 1000);

    await h.db
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', id)
      .execute();
    expect((await failure((await h.caller(member.token)).auth.me())).code).toBe('UNAUTHORIZED');
  });

  it('an inactive account cannot sign in and its sessions stop working', async () => {
    const member = await signUp(h);
    await h.db
      .updateTable('users')
      .set({ status: 'inactive' })
      .where('id', '=', member.id)
      .execute();
    expect(
      (
        await h.app.inject({
          method: 'GET',
          url: '/api/v1/auth/me',
          headers: { authorization: `Bearer ${member.token}` },
        })
      ).statusCode,
    ).toBe(401);
    const res = await post(
      '/api/v1/auth/login',
      { email: member.email, password: member.password },
      undefined,
      '10.5.0.1',
    );
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(/deactivated/);
  });

  it('logout-all ends every session of the user', async () => {
    const member = await signUp(h);
    const second = signedIn(
      await (
        await h.caller(null, '10.6.0.1')
      ).auth.login({ email: member.email, password: member.password }),
    ).token;
    await (await h.caller(member.token)).auth.logoutEverywhere();
    for (const token of [member.token, second])
      expect((await failure((await h.caller(token)).auth.me())).code).toBe('UNAUTHORIZED');
  });
});

describe('password reset', () => {
  it('answers the same whether or not the email exists, and mails a link only to a real account', async () => {
    const member = await signUp(h);
    const known = await post(
      '/api/v1/auth/forgot-password',
      { email: member.email },
      undefined,
      '10.7.0.1',
    );
    const unknown = await post(
      '/api/v1/auth/forgot-password',
      { email: 'ghost@example.com' },
      undefined,
      '10.7.0.1',
    );
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual({ data: { success: true } });
    expect(unknown.json()).toEqual(known.json());
    const ghostMail = await h.db
      .selectFrom('outbox_emails')
      .select('id')
      .where('to_address', '=', 'ghost@example.com')
      .execute();
    expect(ghostMail).toHaveLength(0);
    expect(await resetTokenFor(h, member.email)).toHaveLength(43);
  });

  it('sets a new password once, ends every session, and the token cannot be used again', async () => {
    const member = await signUp(h);
    await post('/api/v1/auth/forgot-password', { email: member.email }, undefined, '10.7.1.1');
    const token = await resetTokenFor(h, member.email);
    const stored = await h.db
      .selectFrom('password_reset_tokens')
      .select('id')
      .where('user_id', '=', member.id)
      .execute();
    expect(stored.map((s) => s.id)).toEqual([hashToken(token)]);

    const res = await post('/api/v1/auth/reset-password', {
      token,
      new_password: 'brand-new-password',
    });
    expect(res.statusCode).toBe(200);
    expect((await failure((await h.caller(member.token)).auth.me())).code).toBe('UNAUTHORIZED');
    const again = await post('/api/v1/auth/reset-password', {
      token,
      new_password: 'another-password',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(
      'This reset link is invalid or has expired. Request a new one.',
    );

    const oldPassword = await post(
      '/api/v1/auth/login',
      { email: member.email, password: member.password },
      undefined,
      '10.7.1.2',
    );
    expect(oldPassword.statusCode).toBe(401);
    const newPassword = await post(
      '/api/v1/auth/login',
      { email: member.email, password: 'brand-new-password' },
      undefined,
      '10.7.1.2',
    );
    expect(newPassword.statusCode).toBe(200);
  });

  it('an expired token is refused and changes nothing', async () => {
    const member = await signUp(h);
    await post('/api/v1/auth/forgot-password', { email: member.email }, undefined, '10.7.2.1');
    const token = await resetTokenFor(h, member.email);
    await h.db
      .updateTable('password_reset_tokens')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('user_id', '=', member.id)
      .execute();
    const res = await post('/api/v1/auth/reset-password', {
      token,
      new_password: 'brand-new-password',
    });
    expect(res.statusCode).toBe(400);
    expect((await (await h.caller(member.token)).auth.me()).user.id).toBe(member.id);
  });

  it('rate limits reset requests per email', async () => {
    const member = await signUp(h);
    const codes = [];
    for (let i = 0; i < 3; i++)
      codes.push(
        (
          await post(
            '/api/v1/auth/forgot-password',
            { email: member.email },
            undefined,
            `10.7.3.${i}`,
          )
        ).statusCode,
      );
    expect(codes).toEqual([200, 200, 429]);
  });
});

describe('admin bootstrap', () => {
  it('creates the ADMIN_EMAIL user once, as admin, who can sign in', async () => {
    const { ensureAdmin } = await import('./bootstrap.ts');
    expect(await ensureAdmin(h.db, 'Boss@Example.com', 'bootstrap-password')).toBe('created');
    expect(await ensureAdmin(h.db, 'boss@example.com', 'another-password')).toBe('exists');
    const { user } = signedIn(
      await (
        await h.caller(null, '10.40.0.1')
      ).auth.login({ email: 'boss@example.com', password: 'bootstrap-password' }),
    );
    expect(user.role).toBe('admin');
  });
});
