// Admins write newsletter issues and send them: one queued delivery per confirmed address, sent in
// batches by a background job that resumes after a crash.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/db.ts';
import { fakeSmtp } from '../../../test/fake-smtp.ts';
import { auth, createHarness, signUp, type Harness, type TestUser } from '../../../test/harness.ts';
import { runDueJobs } from '../../lib/jobs.ts';
import { createMailer, type Mailer } from '../../lib/mailer.ts';
import { purgeDeletedAccounts } from '../account/account.service.ts';
import type { AuthUser } from '../../auth/sessions.ts';
import {
  newsletterTask,
  sendQueuedNewsletters,
  sendTestIssue,
} from './newsletter-issues.service.ts';

const ORIGIN = 'https://hercircle.example';
const quiet = { info() {}, warn() {} };
let h: Harness;
let admin: TestUser;
let mailer: Mailer;
const confirmed = ['one@example.com', 'two@example.com', 'three@example.com'];

beforeAll(async () => {
  h = await createHarness(await createTestDatabase());
  admin = await signUp(h, { role: 'admin' });
  mailer = createMailer(h.db, { from: 'news@hercircle.example', log: quiet });
  await h.db
    .insertInto('newsletter_subscribers')
    .values([
      ...confirmed.map((email) => ({ email, status: 'confirmed' as const })),
      { email: 'unconfirmed@example.com' },
    ])
    .execute();
});
afterAll(() => h.close());

const api = (method: 'GET' | 'POST', url: string, payload?: object) =>
  h.app.inject({ method, url: `/api/v1${url}`, payload, headers: auth(admin.token) });
const write = async (subject: string) => {
  const res = await api('POST', '/admin/newsletter/issues', { subject, body: `News: ${subject}` });
  expect(res.statusCode).toBe(201);
  return res.json().data.issue as { id: number; status: string };
};
const outbox = (subject: string) =>
  h.db
    .selectFrom('outbox_emails')
    .select(['to_address', 'body_text'])
    .where('subject', '=', subject)
    .orderBy('to_address')
    .execute();
const listed = async (id: number) =>
  (
    (await api('GET', '/admin/newsletter/issues')).json().data.issues as {
      id: number;
      status: string;
      recipients: number;
      sent: number;
      failed: number;
    }[]
  ).find((i) => i.id === id);

describe('newsletter issues', () => {
  it('goes to the confirmed addresses only, each with its unsubscribe link, once', async () => {
    const issue = await write('November news');
    expect(issue.status).toBe('draft');
    expect(await listed(issue.id)).toMatchObject({ status: 'draft', recipients: 0, sent: 0 });

    const sent = await api('POST', `/admin/newsletter/issues/${issue.id}/send`);
    expect(sent.statusCode).toBe(200);
    expect(sent.json().data.issue).toMatchObject({ status: 'sending', recipients: 3, sent: 0 });
    // Queued, not sent: the job sends.
    expect(await outbox('November news')).toEqual([]);

    await sendQueuedNewsletters(h.db, mailer, { origin: ORIGIN, now: new Date(), batch: 2 });
    const mail = await outbox('November news');
    expect(mail.map((m) => m.to_address)).toEqual([...confirmed].sort());
    for (const m of mail)
      expect(m.body_text).toMatch(
        /https:\/\/hercircle\.example\/api\/v1\/newsletter\/unsubscribe\?token=/,
      );
    expect(await listed(issue.id)).toMatchObject({
      status: 'sent',
      recipients: 3,
      sent: 3,
      failed: 0,
    });

    const again = await api('POST', `/admin/newsletter/issues/${issue.id}/send`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'CONFLICT' });
    await sendQueuedNewsletters(h.db, mailer, { origin: ORIGIN, now: new Date() });
    expect(await outbox('November news')).toHaveLength(3);
  });

  it('counts an address the SMTP server refuses as failed, not sent', async () => {
    const smtp = await fakeSmtp({ refuse: ['two@example.com'] });
    const viaSmtp = createMailer(h.db, {
      smtpUrl: smtp.url,
      from: 'news@hercircle.example',
      log: quiet,
    });
    try {
      const issue = await write('Refused news');
      await api('POST', `/admin/newsletter/issues/${issue.id}/send`);
      await sendQueuedNewsletters(h.db, viaSmtp, { origin: ORIGIN, now: new Date() });
      expect(smtp.received).toHaveLength(2);
      expect(await listed(issue.id)).toMatchObject({
        status: 'sent',
        recipients: 3,
        sent: 2,
        failed: 1,
      });
      // A test send the server refuses is an error the admin sees, not a silent nothing.
      const refusedAdmin = { ...admin, email: 'two@example.com' } as unknown as AuthUser;
      await expect(
        sendTestIssue({ db: h.db, mailer: viaSmtp, origin: ORIGIN }, refusedAdmin, issue),
      ).rejects.toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    } finally {
      viaSmtp.close();
      smtp.close();
    }
  });

  it('a test send goes to the admin alone, uncounted, with the unsubscribe link', async () => {
    const issue = await write('Test me');
    const res = await api('POST', `/admin/newsletter/issues/${issue.id}/test`);
    expect(res.statusCode).toBe(200);
    const mail = await outbox('[Test] Test me');
    expect(mail.map((m) => m.to_address)).toEqual([admin.email.toLowerCase()]);
    expect(mail[0]?.body_text).toContain('News: Test me');
    expect(mail[0]?.body_text).toContain('/api/v1/newsletter/unsubscribe?token=');
    expect(await listed(issue.id)).toMatchObject({ status: 'draft', recipients: 0, sent: 0 });
    expect((await api('POST', '/admin/newsletter/issues/999999/test')).statusCode).toBe(404);
  });

  it('refuses bad input and unknown issues with the error body', async () => {
    const bad = await api('POST', '/admin/newsletter/issues', { subject: ' ', body: '' });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .issues.map((i: { path: string[] }) => i.path[0])
        .sort(),
    ).toEqual(['body', 'subject']);
    const missing = await api('POST', '/admin/newsletter/issues/999999/send');
    expect(missing.statusCode).toBe(404);
  });

  it('a run cut short by a crash is finished by the next process once the lease is over', async () => {
    const issue = await write('December news');
    await api('POST', `/admin/newsletter/issues/${issue.id}/send`);
    // The first process sends two emails and dies on the third (its send never returns).
    let calls = 0;
    const dying: Mailer = {
      ...mailer,
      send: (message) => (++calls <= 2 ? mailer.send(message) : new Promise<never>(() => {})),
      close() {},
    };
    const start = new Date();
    void runDueJobs(h.db, [newsletterTask(h.db, dying, { origin: ORIGIN, tickMs: 30_000 })], {
      now: start,
    });
    await expect.poll(() => calls, { timeout: 5_000 }).toBe(3);
    const task = newsletterTask(h.db, mailer, { origin: ORIGIN, tickMs: 30_000 });
    // Its claim holds: another process does not send at the same time.
    expect(await runDueJobs(h.db, [task], { now: new Date(start.getTime() + 60_000) })).toEqual([]);
    expect(await outbox('December news')).toHaveLength(2);
    // The lease is over: the rest goes, nobody gets it twice.
    expect(
      await runDueJobs(h.db, [task], { now: new Date(start.getTime() + 11 * 60_000) }),
    ).toEqual(['newsletter']);
    const mail = await outbox('December news');
    expect(mail.map((m) => m.to_address)).toEqual([...confirmed].sort());
    expect(await listed(issue.id)).toMatchObject({ status: 'sent', recipients: 3, sent: 3 });
  });

  it('an erased member leaves no trace of her address in the list or the sending log', async () => {
    const typed = await signUp(h);
    const toggled = await signUp(h);
    // One gave her address in the form signed out (never confirmed); one turned the toggle on
    // and got an issue.
    await h.app.inject({
      method: 'POST',
      url: '/api/v1/newsletter/subscribe',
      payload: { email: typed.email },
    });
    await (await h.caller(toggled.token)).users.updatePreferences({ newsletter_opt_in: true });
    const issue = await write('January news');
    await api('POST', `/admin/newsletter/issues/${issue.id}/send`);
    await sendQueuedNewsletters(h.db, mailer, { origin: ORIGIN, now: new Date() });
    const traces = async (email: string) => [
      ...(await h.db
        .selectFrom('newsletter_subscribers')
        .select('email')
        .where('email', '=', email)
        .execute()),
      ...(await h.db
        .selectFrom('newsletter_deliveries')
        .select('email')
        .where('email', '=', email)
        .execute()),
    ];
    expect(await traces(typed.email)).toHaveLength(1);
    expect(await traces(toggled.email)).toHaveLength(2);

    for (const member of [typed, toggled]) {
      const res = await h.app.inject({
        method: 'POST',
        url: '/api/v1/account/deletion-request',
        headers: auth(member.token),
        payload: { reason: 'other', confirmDataLoss: true, confirmPermanent: true },
      });
      expect(res.statusCode).toBe(201);
    }
    expect(await purgeDeletedAccounts(h.db, new Date(Date.now() + 31 * 86_400_000))).toBe(2);
    expect(await traces(typed.email)).toEqual([]);
    expect(await traces(toggled.email)).toEqual([]);
  });
});
