import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from './db.ts';
import { fakeSmtp } from './fake-smtp.ts';
import { auth, createHarness, type Harness } from './harness.ts';
import { emailWorld, ORIGIN, type EmailWorld } from './notification-emails-world.ts';
import { createMailer } from '../src/lib/mailer.ts';
import { sendNotificationEmails } from '../src/features/notifications/notification-emails.ts';

/**
 * Discreet mail (issue 32): a member who chose it gets every email with a neutral sender and
 * subject and no preview; everyone else's mail is as it was. Mail goes to a fake SMTP server, so
 * the tests read the From and Subject lines her mail client shows.
 */
const quiet = { info: () => undefined, warn: () => undefined };
const PASSWORD = 'violet-harbour-lantern';
let smtp: Awaited<ReturnType<typeof fakeSmtp>>;
let h: Harness;
let w: EmailWorld;

beforeAll(async () => {
  smtp = await fakeSmtp();
  h = await createHarness(await createTestDatabase(), { SMTP_URL: smtp.url });
  w = await emailWorld();
});
afterAll(async () => {
  smtp.close();
  await h.close();
  await w.close();
});

type Res = { statusCode: number; json(): { data: Record<string, any> } }; // eslint-disable-line @typescript-eslint/no-explicit-any
const call = (method: 'GET' | 'POST' | 'PUT', path: string, token?: string, payload?: object) =>
  h.app.inject({
    method,
    url: `/api/v1${path}`,
    headers: token ? auth(token) : {},
    ...(payload ? { payload } : {}),
  }) as unknown as Promise<Res>;

let counter = 0;
async function register(discreet?: boolean) {
  counter += 1;
  const email = `discreet-${counter}-${Date.now()}@example.com`;
  const res = await call('POST', '/auth/register', undefined, {
    email,
    password: PASSWORD,
    first_name: 'Noor',
    last_name: 'Haddad',
    ...(discreet === undefined ? {} : { discreet_email: discreet }),
  });
  expect(res.statusCode).toBe(201);
  return { email, user: res.json().data.user as { id: number; discreet_email: boolean } };
}

/** The raw messages the mail server got for `to` since `from` (headers, then the body). */
const receivedFor = (to: string, from = 0) =>
  smtp.received.slice(from).filter((m) => m.includes(`To: ${to}`));
const header = (raw: string, name: string) =>
  new RegExp(`^${name}: (.*)$`, 'm').exec(raw)?.[1]?.trim();
/** The body as it reads: quoted-printable soft breaks and `=` undone. */
const body = (raw: string) =>
  raw
    .slice(raw.indexOf('\n\n'))
    .replace(/=\r?\n/g, '')
    .replace(/=3D/g, '=');

describe('discreet mail', () => {
  it('is chosen at sign-up, shows in her own views, and is changed in her preferences', async () => {
    const { email, user } = await register(true);
    expect(user.discreet_email).toBe(true);
    expect((await register()).user.discreet_email).toBe(false);
    const login = await call('POST', '/auth/login', undefined, { email, password: PASSWORD });
    expect(login.json().data.user.discreet_email).toBe(true);
    const token = login.json().data.token as string;
    expect((await call('GET', '/users/me/preferences', token)).json().data).toMatchObject({
      preferences: { discreet_email: true },
    });
    const profile = await call('GET', `/users/${user.id}/profile`, token);
    expect(profile.json().data.user.discreet_email).toBe(true);

    const off = await call('PUT', '/users/me/preferences', token, { discreet_email: false });
    expect(off.json().data.preferences.discreet_email).toBe(false);
    expect((await call('GET', '/auth/me', token)).json().data.user.discreet_email).toBe(false);
  });

  it("makes her password reset email neutral and leaves another member's as it was", async () => {
    const discreet = await register(true);
    const plain = await register(false);
    const before = smtp.received.length;
    for (const { email } of [discreet, plain])
      expect((await call('POST', '/auth/forgot-password', undefined, { email })).statusCode).toBe(
        200,
      );

    const [hers] = receivedFor(discreet.email, before);
    expect(header(hers!, 'From')).toBe('no-reply@hercircle.local');
    expect(header(hers!, 'Subject')).toBe('Your account');
    expect(body(hers!)).toContain('There is news about your account. Open this link to see it:');
    expect(body(hers!)).toMatch(/\/reset-password\?token=\S+/);
    expect(hers).not.toContain('HerCircle');
    expect(body(hers!)).not.toMatch(/password within|ignore this email/i);

    const [theirs] = receivedFor(plain.email, before);
    expect(header(theirs!, 'From')).toBe('HerCircle <no-reply@hercircle.local>');
    expect(header(theirs!, 'Subject')).toBe('Reset your HerCircle password');
    expect(body(theirs!)).toContain(
      'Someone asked to reset the password of your HerCircle account',
    );
  });

  it("gives her a notification email with no preview, and another member's as it was", async () => {
    const amara = await w.member('immediate');
    const bea = await w.member('immediate');
    const chosen = await w.call('PUT', '/users/me/preferences', amara, { discreet_email: true });
    expect(chosen.statusCode).toBe(200);
    await w.replyTo(await w.postBy(amara), w.fay);
    await w.replyTo(await w.postBy(bea), w.fay);
    const before = smtp.received.length;
    const mailer = createMailer(w.h.db, {
      smtpUrl: smtp.url,
      from: 'HerCircle <no-reply@hercircle.test>',
      log: quiet,
    });
    try {
      await sendNotificationEmails(w.h.db, mailer, { origin: ORIGIN, now: new Date() });
    } finally {
      mailer.close();
    }

    const hers = receivedFor(amara.email, before);
    expect(hers).toHaveLength(1);
    expect(header(hers[0]!, 'From')).toBe('no-reply@hercircle.test');
    expect(header(hers[0]!, 'Subject')).toBe('A message is waiting');
    const text = body(hers[0]!);
    expect(text).toContain('A message is waiting for you. Open this link to read it:');
    expect(text).toContain(`${ORIGIN}/community/`);
    // She can still stop them in one click, from the text and her mail client's button.
    expect(text).toMatch(/To stop these emails: \S+\/api\/v1\/notifications\/unsubscribe\?token=/);
    expect(hers[0]).toContain('List-Unsubscribe:');
    for (const leak of ['Fay', 'replied', w.groupName, 'HerCircle'])
      expect(hers[0]).not.toContain(leak);

    const theirs = receivedFor(bea.email, before);
    expect(theirs).toHaveLength(1);
    expect(header(theirs[0]!, 'From')).toBe('HerCircle <no-reply@hercircle.test>');
    expect(header(theirs[0]!, 'Subject')).toMatch(/^Fay replied to your post in /);
    expect(body(theirs[0]!)).toContain('Fay replied to your post in');
  });
});
