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
});
