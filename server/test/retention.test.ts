import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from './db.ts';
import { createHarness, signUp, type Harness } from './harness.ts';
import { fakeSmtp } from './fake-smtp.ts';
import { createMailer } from '../src/lib/mailer.ts';
import { pruneExpiredData } from '../src/features/account/account.service.ts';

let h: Harness;
let mailer: ReturnType<typeof createMailer>;
const quiet = { info: () => undefined, warn: () => undefined };
const MINUTE = 60_000;
const DAY = 86_400_000;
const later = (ms: number) => new Date(Date.now() + ms);

beforeAll(async () => {
  h = await createHarness(await createTestDatabase());
  mailer = createMailer(h.db, { from: 'HerCircle <no-reply@hercircle.local>', log: quiet });
});
afterAll(() => h.close());

function outboxTo(to: string) {
  return h.db
    .selectFrom('outbox_emails')
    .select(['id', 'body_text', 'sent_at'])
    .where('to_address', '=', to)
    .orderBy('id')
    .execute();
}

describe('outbox retention', () => {
  it('without SMTP a reset link stays readable for its hour, then is redacted', async () => {
    const member = await signUp(h);
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/v1/auth/forgot-password',
      payload: { email: member.email },
      remoteAddress: '10.61.0.1',
    });
    expect(res.statusCode).toBe(200);
    // The newest email: the reset link (her sign-up's confirmation email came first).
    const mail = (await outboxTo(member.email)).at(-1);
    const token = /token=([\w%-]+)/.exec(mail!.body_text)![1]!;

    await pruneExpiredData(h.db, later(59 * MINUTE));
    expect((await outboxTo(member.email)).at(-1)!.body_text).toContain(token);

    await pruneExpiredData(h.db, later(61 * MINUTE));
    const redacted = (await outboxTo(member.email)).at(-1);
    expect(redacted!.body_text).not.toContain(token);
    expect(redacted!.body_text).toContain('reset-password?token=[redacted]');
  });

  it('deletes sent mail after 7 days and any mail after 30', async () => {
    const to = `aged-${Date.now()}@example.com`;
    await mailer.send({ to, subject: 'Sent one', text: 'delivered' });
    await mailer.send({ to, subject: 'Unsent one', text: 'never delivered' });
    const [sent] = await outboxTo(to);
    await h.db
      .updateTable('outbox_emails')
      .set({ sent_at: new Date() })
      .where('id', '=', sent!.id)
      .execute();

    await pruneExpiredData(h.db, later(6 * DAY));
    expect(await outboxTo(to)).toHaveLength(2);
    await pruneExpiredData(h.db, later(8 * DAY));
    expect((await outboxTo(to)).map((m) => m.body_text)).toEqual(['never delivered']);
    await pruneExpiredData(h.db, later(29 * DAY));
    expect(await outboxTo(to)).toHaveLength(1);
    await pruneExpiredData(h.db, later(31 * DAY));
    expect(await outboxTo(to)).toHaveLength(0);
  });

  it('with SMTP: delivers link and attachment, keeps neither in the outbox', async () => {
    const smtp = await fakeSmtp();
    try {
      const smtpMailer = createMailer(h.db, {
        smtpUrl: smtp.url,
        from: 'HerCircle <no-reply@hercircle.local>',
        log: quiet,
      });
      const to = `smtp-${Date.now()}@example.com`;
      const content = '{"bio":"exported personal data"}';
      await smtpMailer.send({
        to,
        subject: 'Your HerCircle data',
        text: 'Open https://hercircle.test/reset-password?token=abcDEF123_-xyz to go on.',
        attachments: [{ filename: 'hercircle-data.json', content }],
      });
      expect(smtp.received).toHaveLength(1);
      const delivered = smtp.received[0]!;
      expect(delivered).toContain('token=abcDEF123_-xyz');
      expect(
        delivered.includes(content) || delivered.includes(Buffer.from(content).toString('base64')),
      ).toBe(true);

      const [kept] = await outboxTo(to);
      expect(kept!.sent_at).not.toBeNull();
      expect(kept!.body_text).not.toContain('abcDEF123');
      expect(kept!.body_text).not.toContain('exported personal data');
    } finally {
      smtp.close();
    }
  });

  it('logs the message text only when asked to (development); without SMTP, its links always', async () => {
    const lines: object[] = [];
    const log = { info: (o: object) => lines.push(o), warn: (o: object) => lines.push(o) };
    const text = 'Open https://hercircle.test/reset-password?token=secretTOKEN to go on.';
    const to = `log-${Date.now()}@example.com`;
    await createMailer(h.db, { from: 'x <x@x.test>', log }).send({ to, subject: 'Reset', text });
    // Issue 32: a local install without a mail server reads the link in its log.
    expect(lines[0]).toEqual({
      to,
      subject: 'Reset',
      outbox_id: expect.any(Number),
      links: ['https://hercircle.test/reset-password?token=secretTOKEN'],
    });
    await createMailer(h.db, { from: 'x <x@x.test>', log, logBodies: true }).send({
      to,
      subject: 'Reset',
      text,
    });
    expect(lines[1]).toMatchObject({ to, text });
  });
});

describe('rate limit counters', () => {
  it('hold no email or IP address, and expired windows are pruned', async () => {
    const email = `limited-${Date.now()}@example.com`;
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email, password: 'not-the-password' },
      remoteAddress: '10.62.0.9',
    });
    expect(res.statusCode).toBe(401);
    const rows = await h.db.selectFrom('rate_limits').select(['key', 'window_start']).execute();
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.key).not.toContain(email);
      expect(row.key).not.toContain('10.62.0.9');
    }

    await pruneExpiredData(h.db, later(60 * MINUTE));
    expect(await h.db.selectFrom('rate_limits').select('key').execute()).toHaveLength(rows.length);
    await pruneExpiredData(h.db, later(DAY + MINUTE));
    expect(await h.db.selectFrom('rate_limits').select('key').execute()).toHaveLength(0);
  });
});

describe('sessions', () => {
  it('expired sessions are deleted, live ones stay', async () => {
    const expired = await signUp(h);
    const live = await signUp(h);
    await h.db
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() - MINUTE) })
      .where('user_id', '=', expired.id)
      .execute();
    await pruneExpiredData(h.db);
    const left = await h.db
      .selectFrom('sessions')
      .select('user_id')
      .where('user_id', 'in', [expired.id, live.id])
      .execute();
    expect(left.map((s) => s.user_id)).toEqual([live.id]);
  });
});

describe('the pruning job', () => {
  it('runs safely many times at once (several server processes)', async () => {
    const to = `concurrent-${Date.now()}@example.com`;
    for (let i = 0; i < 20; i++) await mailer.send({ to, subject: `n${i}`, text: 'x' });
    const runs = await Promise.allSettled(
      Array.from({ length: 6 }, () => pruneExpiredData(h.db, later(31 * DAY))),
    );
    expect(runs.filter((r) => r.status === 'rejected')).toEqual([]);
    expect(await outboxTo(to)).toHaveLength(0);
  });
});
