import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/db.ts';
import { createHarness, signUp, type Harness, type TestUser } from '../../../test/harness.ts';

let h: Harness;
let admin: TestUser;

beforeAll(async () => {
  h = await createHarness(await createTestDatabase());
  admin = await signUp(h, { role: 'admin' });
});
afterAll(() => h.close());

describe('newsletter and contact', () => {
  it('subscribing is idempotent and stored once', async () => {
    for (let i = 0; i < 2; i++) {
      const res = await h.app.inject({
        method: 'POST',
        url: '/api/v1/newsletter/subscribe',
        payload: { email: 'Reader@Example.com' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ data: { success: true } });
    }
    const rows = await h.db.selectFrom('newsletter_subscribers').select('email').execute();
    expect(rows).toEqual([{ email: 'reader@example.com' }]);
    expect(
      (
        await h.app.inject({
          method: 'POST',
          url: '/api/v1/newsletter/subscribe',
          payload: { email: '' },
        })
      ).statusCode,
    ).toBe(400);
  });

  it('stores a contact message (all four fields required) and emails admins', async () => {
    const bad = await h.app.inject({
      method: 'POST',
      url: '/api/v1/contact',
      payload: { name: 'Ana', email: 'not-email', subject: '', message: '' },
    });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .issues.map((i: { path: string[] }) => i.path[0])
        .sort(),
    ).toEqual(['email', 'message', 'subject']);
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/v1/contact',
      payload: {
        name: 'Ana Lima',
        email: 'ana@example.com',
        subject: 'Partnership',
        message: 'We run a book club in Porto.',
      },
    });
    expect(res.statusCode).toBe(201);
    const inbox = (await (await h.caller(admin.token)).admin.inbox.contactMessages({})).messages;
    expect(inbox[0]).toMatchObject({ name: 'Ana Lima', subject: 'Partnership' });
    const mail = await h.db
      .selectFrom('outbox_emails')
      .select(['subject'])
      .where('to_address', '=', admin.email)
      .execute();
    expect(mail.map((m) => m.subject)).toContain('New contact message: Partnership');
  });
});

describe('site info', () => {
  it('is public and follows the settings', async () => {
    expect((await h.app.inject({ method: 'GET', url: '/api/v1/site' })).json()).toEqual({
      data: { siteName: 'HerCircle', siteDescription: expect.any(String) },
    });
  });

  it('takes 5 contact messages an hour from one address; the 6th is 429 with Retry-After', async () => {
    const send = (ip: string) =>
      h.app.inject({
        method: 'POST',
        url: '/api/v1/contact',
        remoteAddress: ip,
        payload: { name: 'Flood', email: 'flood@example.com', subject: 'Hi', message: 'Again' },
      });
    for (let i = 0; i < 5; i++) expect((await send('10.77.0.1')).statusCode).toBe(201);
    const refused = await send('10.77.0.1');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await send('10.77.0.2')).statusCode).toBe(201);
    const stored = await h.db
      .selectFrom('contact_messages')
      .select('id')
      .where('name', '=', 'Flood')
      .execute();
    expect(stored).toHaveLength(6);
  });
});
