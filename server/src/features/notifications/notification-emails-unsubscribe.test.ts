// The one-click unsubscribe link at the end of every notification email: it works signed out.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '../../../test/harness.ts';
import {
  DAY,
  ORIGIN,
  emailWorld,
  type EmailWorld,
} from '../../../test/notification-emails-world.ts';
import type { Mailer, MailMessage } from '../../lib/mailer.ts';
import { sendNotificationEmails } from './notification-emails.ts';

let w: EmailWorld;
let fay: TestUser;
beforeAll(async () => {
  w = await emailWorld();
  fay = w.fay;
});
afterAll(() => w?.close());

type Res = { statusCode: number; body: string; headers: Record<string, unknown>; json(): any }; // eslint-disable-line @typescript-eslint/no-explicit-any

describe('the unsubscribe link', () => {
  const linkIn = (text: string) => {
    const match =
      /https:\/\/hercircle\.example(\/api\/v1\/notifications\/unsubscribe\?token=\S+)/.exec(text);
    if (!match?.[1]) throw new Error('no unsubscribe link in the email');
    return match[1];
  };

  const frequency = async (id: number) =>
    (
      await w.h.db
        .selectFrom('users')
        .select('email_frequency')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).email_frequency;

  it('opening the link shows a page with a button and changes nothing (mail scanners open links)', async () => {
    const amara = await w.member('immediate');
    await w.replyTo(await w.postBy(amara), fay);
    await w.send(new Date());
    const link = linkIn((await w.mailTo(amara))[0]?.body_text ?? '');
    const res = (await w.h.app.inject({
      method: 'GET',
      url: link,
      headers: { accept: 'text/html' },
    })) as unknown as Res;
    expect(res.statusCode).toBe(200);
    expect(await frequency(amara.id)).toBe('immediate');
    expect(res.headers['content-type']).toContain('text/html');
    // The page's links must not carry the token onward in a Referer.
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.body).toContain('<html lang="en">');
    expect(res.body).toMatch(
      /<form method="post"(?: style="[^"]*")?>[\s\S]*<button type="submit"[^>]*>Turn off notification emails<\/button>/,
    );
    expect(res.body).not.toContain('<script');
  });

  it('its button turns notification emails off, signed out, with a page that says so', async () => {
    const amara = await w.member('immediate');
    const post = await w.postBy(amara);
    await w.replyTo(post, fay);
    await w.send(new Date());
    const link = linkIn((await w.mailTo(amara))[0]?.body_text ?? '');
    // What the page's form sends: a POST of no fields to the page's own URL.
    const res = (await w.h.app.inject({
      method: 'POST',
      url: link,
      headers: { accept: 'text/html', 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    })) as unknown as Res;
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.body).toContain('You won’t get notification emails any more');
    expect(await frequency(amara.id)).toBe('off');

    await w.replyTo(post, fay);
    await w.send(new Date(Date.now() + DAY));
    expect(await w.mailTo(amara)).toHaveLength(1);
  });

  it('answers 400 with a clear message for a missing, mangled or forged token', async () => {
    const amara = await w.member('immediate');
    await w.replyTo(await w.postBy(amara), fay);
    await w.send(new Date());
    const link = linkIn((await w.mailTo(amara))[0]?.body_text ?? '');
    const signature = link.split('.').pop() ?? '';
    const forged = `/api/v1/notifications/unsubscribe?token=${fay.id}.${signature}`;
    for (const path of [
      '/api/v1/notifications/unsubscribe',
      '/api/v1/notifications/unsubscribe?token=nonsense',
      `${link.slice(0, -2)}xx`,
      forged,
    ]) {
      const res = (await w.h.app.inject({ method: 'GET', url: path })) as unknown as Res;
      expect(res.statusCode, path).toBe(400);
      expect(res.json()).toMatchObject({ code: 'BAD_REQUEST' });
      expect(res.json().message).toMatch(/unsubscribe link/);
    }
    const page = (await w.h.app.inject({
      method: 'GET',
      url: forged,
      headers: { accept: 'text/html,application/xhtml+xml' },
    })) as unknown as Res;
    expect(page.statusCode).toBe(400);
    expect(page.body).toContain('This unsubscribe link is not valid');
    const rows = await w.h.db
      .selectFrom('users')
      .select(['id', 'email_frequency'])
      .where('id', 'in', [fay.id, amara.id])
      .orderBy('id')
      .execute();
    expect(rows.map((r) => r.email_frequency)).toEqual(['daily', 'immediate']);
  });

  it("answers a mail client's one-click POST (RFC 8058) with the link of the email's headers", async () => {
    // One email each, at once (a daily digest waits for 17:00 her time).
    const amara = await w.member('immediate');
    await w.replyTo(await w.postBy(amara), fay);
    // The outbox keeps the text only: record what the task hands the mailer.
    const sent: MailMessage[] = [];
    const outbox = w.mailer();
    const recording: Mailer = {
      ...outbox,
      send: (m) => (sent.push(m), outbox.send(m)),
      close: () => {},
    };
    await sendNotificationEmails(w.h.db, recording, { origin: ORIGIN, now: new Date() });
    const mine = sent.filter((m) => m.to === amara.email);
    expect(mine).toHaveLength(1);
    expect(mine[0]?.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const header = /^<https:\/\/hercircle\.example(\/api\/v1\/[^>]+)>$/.exec(
      mine[0]?.headers?.['List-Unsubscribe'] ?? '',
    );
    if (!header?.[1]) throw new Error('no List-Unsubscribe header');
    expect(header[1]).toBe(linkIn(mine[0]?.text ?? ''));

    const bad = await w.h.app.inject({
      method: 'POST',
      url: '/api/v1/notifications/unsubscribe?token=nonsense',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(bad.statusCode).toBe(400);
    const res = await w.h.app.inject({
      method: 'POST',
      url: header[1],
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode).toBe(200);
    const row = await w.h.db
      .selectFrom('users')
      .select('email_frequency')
      .where('id', '=', amara.id)
      .executeTakeFirstOrThrow();
    expect(row.email_frequency).toBe('off');
  });
});
