import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/db.ts';
import { fakeSmtp } from '../../../test/fake-smtp.ts';
import { auth, createHarness, signUp, type Harness, type TestUser } from '../../../test/harness.ts';
import { createMailer } from '../../lib/mailer.ts';

/**
 * The admin Outbox screen's procedures: the mail the site sent or tried to send, its secrets
 * masked, and a failed email sent again (audited), on a server whose mail goes to a fake SMTP
 * server. Failures are made with a mailer whose server cannot be reached.
 */
let h: Harness;
let smtp: Awaited<ReturnType<typeof fakeSmtp>>;
let admin: TestUser;
let member: TestUser;
const quiet = { info: () => undefined, warn: () => undefined };
const TOKEN = 'Zq8vT2mN4pL6xR1sK9wB3yH5';
const unreachable = () =>
  createMailer(h.db, { smtpUrl: 'smtp://127.0.0.1:1', from: 'HerCircle <x@x.test>', log: quiet });

beforeAll(async () => {
  smtp = await fakeSmtp();
  h = await createHarness(await createTestDatabase(), { SMTP_URL: smtp.url });
  admin = await signUp(h, { role: 'admin' });
  member = await signUp(h);
});
afterAll(async () => {
  smtp.close();
  await h.close();
});

/** A failed email to `to`: the mail server was out of reach. */
async function failed(to: string, subject: string, attachment = false): Promise<number> {
  const mailer = unreachable();
  try {
    const result = await mailer.send({
      to,
      subject,
      text: `Hi,\n\nOpen this link:\nhttps://hercircle.example/reset-password?token=${TOKEN}\n\nYour code: 493817\n`,
      ...(attachment ? { attachments: [{ filename: 'data.json', content: '{}' }] } : {}),
    });
    expect(result).toEqual({ ok: false, permanent: false });
  } finally {
    mailer.close();
  }
  const row = await h.db
    .selectFrom('outbox_emails')
    .select('id')
    .where('subject', '=', subject)
    .executeTakeFirstOrThrow();
  return row.id;
}

const get = (path: string, who: TestUser = admin) =>
  h.app.inject({ method: 'GET', url: `/api/v1${path}`, headers: auth(who.token) });
const retry = (id: number, who: TestUser = admin) =>
  h.app.inject({
    method: 'POST',
    url: `/api/v1/admin/outbox/${id}/retry`,
    headers: auth(who.token),
  });

describe('admin outbox', () => {
  it('lists failed mail newest first with its tries and error, its tokens and codes masked', async () => {
    const to = `outbox-list-${Date.now()}@example.com`;
    const first = await failed(to, 'First try');
    const second = await failed(to, 'Second try');
    const res = await get(`/admin/outbox?status=failed&search=${encodeURIComponent(to)}`);
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.total).toBe(2);
    expect(data.delivers).toBe(true);
    expect(data.emails.map((e: { id: number }) => e.id)).toEqual([second, first]);
    const [email] = data.emails;
    expect(email).toMatchObject({
      to_address: to,
      subject: 'Second try',
      status: 'failed',
      attempts: 1,
      sent_at: null,
      discreet: false,
    });
    expect(email.last_error).toMatch(/ECONNREFUSED/);
    expect(email.preview).toContain(
      `https://hercircle.example/reset-password?token=…${TOKEN.slice(-4)}`,
    );
    expect(email.preview).toContain('Your code: ••••••');
    expect(JSON.stringify(data)).not.toContain(TOKEN);
    expect(JSON.stringify(data)).not.toContain('493817');

    // Nothing to that address went out: the filters keep the statuses apart.
    const sent = await get(`/admin/outbox?status=sent&search=${encodeURIComponent(to)}`);
    expect(sent.json().data.total).toBe(0);
  });

  it('sends a failed email again once, audited; a second retry answers 409', async () => {
    const to = `outbox-retry-${Date.now()}@example.com`;
    const id = await failed(to, 'Try me again');
    const res = await retry(id);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.email).toMatchObject({ id, status: 'sent', attempts: 2 });
    // The mail server got the whole link; the outbox keeps it redacted now it is sent.
    const delivered = smtp.received.find((m) => m.includes(`To: ${to}`));
    expect(delivered?.replace(/=\r?\n/g, '').replace(/=3D/g, '=')).toContain(`token=${TOKEN}`);
    const row = await h.db
      .selectFrom('outbox_emails')
      .select(['body_text', 'sent_at', 'failed_at'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.body_text).toContain('reset-password?token=[redacted]');
    expect(row.failed_at).toBeNull();
    const entries = await h.db
      .selectFrom('audit_log')
      .select(['actor_id', 'action', 'details'])
      .where('entity', '=', 'email')
      .where('entity_id', '=', id)
      .execute();
    expect(entries).toEqual([
      {
        actor_id: admin.id,
        action: 'retry',
        details: { to, subject: 'Try me again', sent: true },
      },
    ]);

    const again = await retry(id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/only a failed email can be sent again/i);
  });

  it('refuses an email whose attachment was not kept, an unknown one, and a member', async () => {
    const id = await failed(`outbox-attached-${Date.now()}@example.com`, 'With a file', true);
    const attached = await retry(id);
    expect(attached.statusCode).toBe(409);
    expect(attached.json().message).toMatch(/attachment/);
    expect((await retry(2_000_000_000)).statusCode).toBe(404);
    expect((await retry(id, member)).statusCode).toBe(403);
    expect((await get('/admin/outbox', member)).statusCode).toBe(403);
  });

  it('refuses a status it does not know with 400', async () => {
    expect((await get('/admin/outbox?status=bounced')).statusCode).toBe(400);
  });
});
