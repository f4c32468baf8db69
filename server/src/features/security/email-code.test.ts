import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generate } from 'otplib';
import { createTestDatabase } from '../../../test/db.ts';
import { fakeSmtp } from '../../../test/fake-smtp.ts';
import { auth, createHarness, latestEmailTo, signUp, type Harness } from '../../../test/harness.ts';
import { createMailer } from '../../lib/mailer.ts';
import { pruneExpiredData } from '../account/account.service.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness(await createTestDatabase());
});
afterAll(() => h.close());

let ip = 0;
/** Each call from its own address, so the per-address limits never decide a test. */
const nextIp = () => `10.78.${Math.floor(++ip / 250)}.${ip % 250}`;

function askCode(email: string, remoteAddress = nextIp()) {
  return h.app.inject({
    method: 'POST',
    url: '/api/v1/auth/email-code',
    remoteAddress,
    payload: { email },
  });
}

function verify(email: string, code: string) {
  return h.app.inject({
    method: 'POST',
    url: '/api/v1/auth/email-code/verify',
    remoteAddress: nextIp(),
    payload: { email, code },
  });
}

/** The code in the newest email to her, as she reads it. */
async function codeIn(email: string): Promise<string> {
  const match = /code: (\d{6})/.exec(await latestEmailTo(h, email));
  if (!match?.[1]) throw new Error('no code in the email');
  return match[1];
}

const otherThan = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('sign-in with an emailed code', () => {
  it('answers 202 alike for any address, mails a code to hers, and the code signs her in once', async () => {
    const member = await signUp(h);
    const unknown = await askCode(`nobody-${Date.now()}@example.com`);
    const known = await askCode(member.email);
    expect([unknown.statusCode, known.statusCode]).toEqual([202, 202]);
    expect(known.json()).toEqual(unknown.json());
    expect(known.json()).toEqual({ data: { success: true } });

    const code = await codeIn(member.email);
    // Kept hashed: the code is nowhere in its table.
    const stored = await h.db.selectFrom('email_sign_in_codes').selectAll().execute();
    expect(JSON.stringify(stored)).not.toContain(code);

    const res = await verify(member.email, code);
    expect(res.statusCode).toBe(200);
    const { token, user } = res.json().data;
    expect(user.email).toBe(member.email);
    const me = await h.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: auth(token) });
    expect(me.statusCode).toBe(200);
    expect(me.json().data.user.id).toBe(member.id);

    // Once: the same code again is refused.
    const again = await verify(member.email, code);
    expect(again.statusCode).toBe(401);
    expect(again.json().message).toMatch(/not right, or it has expired/);
  });

  it('refuses an expired code, and a new code replaces the one before', async () => {
    const member = await signUp(h);
    await askCode(member.email);
    const first = await codeIn(member.email);
    await askCode(member.email);
    const second = await codeIn(member.email);
    if (first !== second) expect((await verify(member.email, first)).statusCode).toBe(401);

    await h.db
      .updateTable('email_sign_in_codes')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('user_id', '=', member.id)
      .execute();
    expect((await verify(member.email, second)).statusCode).toBe(401);
  });

  it('locks code entry after five wrong codes for 15 minutes, and never the password', async () => {
    const member = await signUp(h);
    await askCode(member.email);
    const code = await codeIn(member.email);
    for (let i = 0; i < 5; i += 1)
      expect((await verify(member.email, otherThan(code))).statusCode).toBe(401);
    const locked = await verify(member.email, code);
    expect(locked.statusCode).toBe(429);
    const wait = Number(locked.headers['retry-after']);
    expect(wait).toBeGreaterThan(14 * 60);
    expect(wait).toBeLessThanOrEqual(15 * 60);

    const password = await h.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      remoteAddress: nextIp(),
      payload: { email: member.email, password: member.password },
    });
    expect(password.statusCode).toBe(200);
    expect(password.json().data.token).toBeTypeOf('string');
  });

  it('takes one code once when two sign-ins race with it', async () => {
    const member = await signUp(h);
    await askCode(member.email);
    const code = await codeIn(member.email);
    const results = await Promise.all([verify(member.email, code), verify(member.email, code)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 401]);
  });

  it('emails at most five codes an hour to one address', async () => {
    const member = await signUp(h);
    for (let i = 0; i < 5; i += 1) expect((await askCode(member.email)).statusCode).toBe(202);
    const sixth = await askCode(member.email);
    expect(sixth.statusCode).toBe(429);
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('limits the codes one network address asks for, whatever the addresses', async () => {
    const many = await createHarness(await createTestDatabase(), {
      RATE_LIMIT_LOGIN_PER_IP: '3',
    });
    try {
      const asks = [];
      for (let i = 0; i < 4; i += 1)
        asks.push(
          await many.app.inject({
            method: 'POST',
            url: '/api/v1/auth/email-code',
            remoteAddress: '10.79.0.1',
            payload: { email: `spray-${i}-${Date.now()}@example.com` },
          }),
        );
      expect(asks.map((r) => r.statusCode)).toEqual([202, 202, 202, 429]);
    } finally {
      await many.close();
    }
  });

  it('is the first step only when two-step sign-in is on', async () => {
    const member = await signUp(h);
    const me = await h.caller(member.token);
    const { secret } = await me.auth.totpBegin();
    await me.auth.totpConfirm({ code: await generate({ secret }) });

    await askCode(member.email);
    const res = await verify(member.email, await codeIn(member.email));
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.token).toBeUndefined();
    expect(data.two_factor.methods).toEqual(['totp', 'recovery']);

    const step = await h.app.inject({
      method: 'POST',
      url: '/api/v1/auth/two-factor',
      remoteAddress: nextIp(),
      payload: {
        challenge: data.two_factor.challenge,
        code: await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 }),
      },
    });
    expect(step.statusCode).toBe(200);
    expect(step.json().data.token).toBeTypeOf('string');
  });

  it('confirms an unconfirmed address: the code proves she reads it', async () => {
    const member = await signUp(h, { unconfirmed: true });
    await askCode(member.email);
    const res = await verify(member.email, await codeIn(member.email));
    expect(res.json().data.user.email_verified).toBe(true);
    const row = await h.db
      .selectFrom('users')
      .select('email_verified')
      .where('id', '=', member.id)
      .executeTakeFirstOrThrow();
    expect(row.email_verified).toBe(true);
  });

  it('refuses a code that is not six digits with 400, counting nothing', async () => {
    const member = await signUp(h);
    for (const code of ['', '12345', '1234567', 'abcdef'])
      expect((await verify(member.email, code)).statusCode).toBe(400);
    await askCode(member.email);
    expect((await verify(member.email, await codeIn(member.email))).statusCode).toBe(200);
  });
});

describe('the code email', () => {
  it('keeps the code in its discreet form', async () => {
    const member = await signUp(h);
    await h.db
      .updateTable('users')
      .set({ discreet_email: true })
      .where('id', '=', member.id)
      .execute();
    await askCode(member.email);
    const mail = await h.db
      .selectFrom('outbox_emails')
      .select(['subject', 'body_text'])
      .where('to_address', '=', member.email)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(mail.subject).toBe('Your account');
    expect(mail.body_text).not.toContain('HerCircle');
    const code = /Your code: (\d{6})/.exec(mail.body_text)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    expect((await verify(member.email, code!)).statusCode).toBe(200);
  });

  it('is kept in the outbox without its code once sent, or after an hour unsent', async () => {
    const smtp = await fakeSmtp();
    const quiet = { info: () => undefined, warn: () => undefined };
    const mailer = createMailer(h.db, { smtpUrl: smtp.url, from: 'x <x@x.test>', log: quiet });
    const to = `code-kept-${Date.now()}@example.com`;
    const unsentTo = `code-unsent-${Date.now()}@example.com`;
    try {
      await mailer.send({
        to,
        subject: 'Code',
        text: 'Your sign-in code: 246810\n',
        code: '246810',
      });
      expect(smtp.received.at(-1)).toContain('246810');
      expect(await latestEmailTo(h, to)).toBe('Your sign-in code: [redacted]\n');

      const unsent = createMailer(h.db, { from: 'x <x@x.test>', log: quiet });
      await unsent.send({
        to: unsentTo,
        subject: 'Code',
        text: 'Your code: 135790\n',
        code: '135790',
      });
      expect(await latestEmailTo(h, unsentTo)).toContain('135790');
      await pruneExpiredData(h.db, new Date(Date.now() + 61 * 60_000));
      expect(await latestEmailTo(h, unsentTo)).toBe('Your code: [redacted]\n');
    } finally {
      mailer.close();
      smtp.close();
    }
  });
});
