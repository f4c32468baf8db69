import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/db.ts';
import { auth, createHarness, signUp, type Harness, type TestUser } from '../../../test/harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness(await createTestDatabase());
});
afterAll(() => h.close());

const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
let ip = 0;

/** A password sign-in from a browser holding `cookie` (its known-device cookie) or none. */
async function signIn(member: TestUser, cookie?: string) {
  const res = await h.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    remoteAddress: `10.81.0.${++ip}`,
    headers: { 'user-agent': FIREFOX, ...(cookie ? { cookie } : {}) },
    payload: { email: member.email, password: member.password },
  });
  expect(res.statusCode).toBe(200);
  const device = res.cookies.find((c) => c.name === 'hc_device');
  return { token: res.json().data.token as string, cookie: `hc_device=${device!.value}` };
}

async function alerts(member: TestUser) {
  const mail = await h.db
    .selectFrom('outbox_emails')
    .select('body_text')
    .where('to_address', '=', member.email)
    .where('subject', '=', 'New sign-in to your HerCircle account')
    .execute();
  const bell = await h.db
    .selectFrom('notifications')
    .select(['url', 'emailed_at'])
    .where('user_id', '=', member.id)
    .where('kind', '=', 'new_sign_in')
    .execute();
  return { mail: mail.map((m) => m.body_text), bell };
}

describe('new-sign-in alerts', () => {
  it('a browser she has not used before mails her once and rings her bell; one she has, nothing', async () => {
    // signUp signed her in once already: her first sign-in was no news.
    const member = await signUp(h);
    expect((await alerts(member)).mail).toEqual([]);

    const laptop = await signIn(member);
    const first = await alerts(member);
    expect(first.mail).toHaveLength(1);
    expect(first.mail[0]).toContain('Firefox on Windows 10');
    expect(first.mail[0]).toMatch(/Not you\?/);
    // In her bell, already counted as emailed: the notification emails will not send it again.
    expect(first.bell).toEqual([{ url: '/settings#devices', emailed_at: expect.any(Date) }]);

    // The same browser again, with the cookie it was given: nothing new.
    await signIn(member, laptop.cookie);
    expect((await alerts(member)).mail).toHaveLength(1);
    // Another member's cookie does not make a browser hers.
    const other = await signUp(h);
    const theirs = await signIn(other);
    await signIn(member, theirs.cookie);
    expect((await alerts(member)).mail).toHaveLength(2);
  });

  it('"Not you?" ends that session and leads to a new password; a forged link does nothing', async () => {
    const member = await signUp(h);
    const stranger = await signIn(member);
    const [mail] = (await alerts(member)).mail;
    const link = /\/api\/v1\/account\/not-me\?token=(\S+)/.exec(mail!)!;
    const url = `/api/v1/account/not-me?token=${link[1]}`;

    // Opening the link changes nothing (mail scanners open links): it asks.
    const ask = await h.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
    expect(ask.statusCode).toBe(200);
    expect(ask.body).toContain('Sign it out and reset my password');
    expect(
      (await h.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: auth(stranger.token) }))
        .statusCode,
    ).toBe(200);

    const done = await h.app.inject({
      method: 'POST',
      url,
      headers: { accept: 'text/html', 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(done.statusCode).toBe(200);
    const reset = /reset-password\?token=([^"&]+)/.exec(done.body)![1]!;
    expect(
      (await h.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: auth(stranger.token) }))
        .statusCode,
    ).toBe(401);
    // Her own session stays; the page's link sets a new password.
    expect(
      (await h.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: auth(member.token) }))
        .statusCode,
    ).toBe(200);
    const changed = await h.app.inject({
      method: 'POST',
      url: '/api/v1/auth/reset-password',
      payload: { token: decodeURIComponent(reset), new_password: 'a-fresh-passphrase-7' },
    });
    expect(changed.statusCode).toBe(200);

    const forged = url.replace(/.{4}$/, 'AAAA');
    const refused = await h.app.inject({
      method: 'GET',
      url: forged,
      headers: { accept: 'text/html' },
    });
    expect(refused.statusCode).toBe(400);
  });
});
