import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/db.ts';
import { fakeSmtp } from '../../test/fake-smtp.ts';
import type { DbHandle } from '../db/index.ts';
import { createMailer } from './mailer.ts';

let handle: DbHandle;
const quiet = { info: () => undefined, warn: () => undefined };

beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

describe('mailer over SMTP', () => {
  it('carries message after message over one connection and marks each sent', async () => {
    const smtp = await fakeSmtp();
    const mailer = createMailer(handle.db, { smtpUrl: smtp.url, from: 'x <x@x.test>', log: quiet });
    try {
      const to = `pooled-${Date.now()}@example.com`;
      for (const subject of ['First', 'Second', 'Third'])
        await mailer.send({ to, subject, text: `${subject} message` });
      expect(smtp.received).toHaveLength(3);
      expect(smtp.connections()).toBe(1);
      const rows = await handle.db
        .selectFrom('outbox_emails')
        .select(['subject', 'sent_at'])
        .where('to_address', '=', to)
        .orderBy('id')
        .execute();
      expect(rows.map((r) => [r.subject, r.sent_at !== null])).toEqual([
        ['First', true],
        ['Second', true],
        ['Third', true],
      ]);
    } finally {
      mailer.close();
      smtp.close();
    }
  });

  it('delivers the extra headers a message asks for', async () => {
    const smtp = await fakeSmtp();
    const mailer = createMailer(handle.db, { smtpUrl: smtp.url, from: 'x <x@x.test>', log: quiet });
    try {
      await mailer.send({
        to: `headers-${Date.now()}@example.com`,
        subject: 'With headers',
        text: 'Body',
        headers: {
          'List-Unsubscribe': '<https://hercircle.test/unsubscribe?token=abc>',
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        },
      });
      expect(smtp.received[0]).toContain(
        'List-Unsubscribe: <https://hercircle.test/unsubscribe?token=abc>',
      );
      expect(smtp.received[0]).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    } finally {
      mailer.close();
      smtp.close();
    }
  });

  it('tells the caller of a refusal and of an unreachable server, and keeps the row unsent', async () => {
    const smtp = await fakeSmtp({ refuse: ['nobody@example.com'] });
    const warned: string[] = [];
    const log = { info: () => undefined, warn: (_: object, msg: string) => void warned.push(msg) };
    const mailer = createMailer(handle.db, { smtpUrl: smtp.url, from: 'x <x@x.test>', log });
    // Nothing listens on port 1: no connection at all.
    const down = createMailer(handle.db, {
      smtpUrl: 'smtp://127.0.0.1:1',
      from: 'x <x@x.test>',
      log,
    });
    try {
      const subject = `Refused ${Date.now()}`;
      expect(await mailer.send({ to: 'nobody@example.com', subject, text: 'Hi' })).toEqual({
        ok: false,
        permanent: true,
      });
      expect(await down.send({ to: 'somebody@example.com', subject, text: 'Hi' })).toEqual({
        ok: false,
        permanent: false,
      });
      expect(await mailer.send({ to: 'somebody@example.com', subject, text: 'Hi' })).toEqual({
        ok: true,
      });
      const rows = await handle.db
        .selectFrom('outbox_emails')
        .select(['to_address', 'sent_at'])
        .where('subject', '=', subject)
        .orderBy('id')
        .execute();
      expect(rows.map((r) => [r.to_address, r.sent_at !== null])).toEqual([
        ['nobody@example.com', false],
        ['somebody@example.com', false],
        ['somebody@example.com', true],
      ]);
      expect(warned).toHaveLength(2);
    } finally {
      mailer.close();
      down.close();
      smtp.close();
    }
  });
});

describe('mailer without SMTP', () => {
  it('logs one line per email with its recipient, subject and links whole', async () => {
    const lines: { obj: object; msg: string }[] = [];
    const log = { info: (obj: object, msg: string) => void lines.push({ obj, msg }), warn() {} };
    const mailer = createMailer(handle.db, { from: 'x <x@x.test>', log });
    const to = `logged-${Date.now()}@example.com`;
    const confirm = 'https://hc.test/api/v1/account/email/confirm?token=Zq8vT2mN4pL6xR1sK9wB';
    await mailer.send({
      to,
      subject: 'Confirm your address',
      text: `Open ${confirm}\n\nOr change what we send you: https://hc.test/settings\n`,
    });
    expect(lines).toEqual([
      {
        obj: {
          outbox_id: expect.any(Number),
          to,
          subject: 'Confirm your address',
          links: [confirm, 'https://hc.test/settings'],
        },
        msg: 'email kept in outbox (no SMTP_URL)',
      },
    ]);
  });
});
