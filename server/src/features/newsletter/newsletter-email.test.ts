// A newsletter issue reaches subscribers in its safe formatting: an HTML part where the author's
// markers become markup and anything she typed as HTML stays text, and a plain-text part.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/db.ts';
import { auth, createHarness, signUp, type Harness, type TestUser } from '../../../test/harness.ts';
import type { MailMessage, Mailer } from '../../lib/mailer.ts';
import { sendQueuedNewsletters } from './newsletter-issues.service.ts';

const ORIGIN = 'https://hercircle.example';
let h: Harness;
let admin: TestUser;
const sent: MailMessage[] = [];
const capture: Mailer = {
  send: async (message) => (sent.push(message), { ok: true }),
  resend: async () => null,
  delivers: true,
  close() {},
};

beforeAll(async () => {
  h = await createHarness(await createTestDatabase());
  admin = await signUp(h, { role: 'admin' });
  await h.db
    .insertInto('newsletter_subscribers')
    .values({ email: 'reader@example.com', status: 'confirmed' })
    .execute();
});
afterAll(() => h.close());

const BODY = [
  '## This month',
  'We met **in person** at last <script>alert(1)</script>.',
  '',
  '- Read [the stories](/stories)',
  '- [Bad](javascript:alert(1)) <img src=x onerror=alert(1)>',
].join('\n');

describe('newsletter email', () => {
  it('sends the body as escaped, formatted HTML and as plain text', async () => {
    const api = (url: string, payload?: object) =>
      h.app.inject({ method: 'POST', url: `/api/v1${url}`, payload, headers: auth(admin.token) });
    const created = await api('/admin/newsletter/issues', { subject: 'Formatted', body: BODY });
    expect(created.statusCode).toBe(201);
    const id = created.json().data.issue.id as number;
    expect((await api(`/admin/newsletter/issues/${id}/send`)).statusCode).toBe(200);

    await sendQueuedNewsletters(h.db, capture, { origin: ORIGIN, now: new Date() });
    const mail = sent.find((m) => m.subject === 'Formatted');
    expect(mail?.to).toBe('reader@example.com');

    const html = mail?.html ?? '';
    expect(html).toContain('<h2>This month</h2>');
    expect(html).toContain('<strong>in person</strong>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).not.toMatch(/<script|<img|javascript:alert\(1\)"/i);
    expect(html).toContain(
      '<li>Read <a href="https://hercircle.example/stories">the stories</a></li>',
    );
    // The unsafe link is the text as written, not a link.
    expect(html).toContain('<li>[Bad](javascript:alert(1)) &lt;img');
    expect(html).toMatch(
      /<a href="https:\/\/hercircle\.example\/api\/v1\/newsletter\/unsubscribe\?token=[^"]+"/,
    );

    expect(mail?.text).toContain(
      'This month\n\nWe met in person at last <script>alert(1)</script>.',
    );
    expect(mail?.text).toContain('- Read the stories (https://hercircle.example/stories)');
    expect(mail?.text).toMatch(
      /Unsubscribe in one click: https:\/\/hercircle\.example\/api\/v1\/newsletter\/unsubscribe\?token=/,
    );
  });
});
