// One subscription row per address, with double opt-in: the form, the /settings toggle and the
// links in emails all change it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/db.ts';
import { auth, createHarness, latestEmailTo, signUp, type Harness } from '../../../test/harness.ts';
import { newsletterToken } from './newsletter.service.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness(await createTestDatabase());
});
afterAll(() => h.close());

const subscribe = (email: string, token?: string) =>
  h.app.inject({
    method: 'POST',
    url: '/api/v1/newsletter/subscribe',
    payload: { email },
    headers: token ? auth(token) : {},
  });
const open = (url: string) =>
  h.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
/** What the link page's button does in a browser: POST the form (no fields) to the page's URL. */
const press = (url: string) =>
  h.app.inject({
    method: 'POST',
    url,
    headers: { accept: 'text/html', 'content-type': 'application/x-www-form-urlencoded' },
    payload: '',
  });
const BUTTON = (label: string) =>
  new RegExp(
    `<form method="post"(?: style="[^"]*")?>[\\s\\S]*<button type="submit"[^>]*>${label}</button>`,
  );
const row = (email: string) =>
  h.db
    .selectFrom('newsletter_subscribers')
    .select(['status', 'user_id'])
    .where('email', '=', email)
    .execute();
const mailCount = async (email: string) =>
  (await h.db.selectFrom('outbox_emails').select('id').where('to_address', '=', email).execute())
    .length;
const linkIn = (text: string, path: string) => {
  const match = new RegExp(`https?://[^/\\s]+(/api/v1/newsletter/${path}\\?token=\\S+)`).exec(text);
  if (!match?.[1]) throw new Error(`no ${path} link in the email`);
  return match[1];
};

describe('double opt-in', () => {
  it('a visitor is subscribed only after the link in the confirmation email', async () => {
    const email = 'reader-one@example.com';
    const res = await subscribe('Reader-One@Example.com');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { success: true } });
    expect(await row(email)).toEqual([{ status: 'pending', user_id: null }]);

    const link = linkIn(await latestEmailTo(h, email), 'confirm');
    // Opening the link (as a mail scanner does) only shows a page with a button.
    const page = await open(link);
    expect(page.statusCode).toBe(200);
    expect(await row(email)).toEqual([{ status: 'pending', user_id: null }]);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    expect(page.body).toMatch(BUTTON('Confirm my subscription'));
    expect(page.body).not.toContain('<script');

    const done = await press(link);
    expect(done.statusCode).toBe(200);
    expect(done.headers['referrer-policy']).toBe('no-referrer');
    expect(done.body).toContain('subscribed');
    expect(await row(email)).toEqual([{ status: 'confirmed', user_id: null }]);
  });

  it('a subscribe for a known address answers the same and sends no second email', async () => {
    const pending = 'reader-two@example.com';
    const first = await subscribe(pending);
    expect(await mailCount(pending)).toBe(1);
    // Pending (a confirmation went out within the hour) and confirmed: the same answer, no mail.
    const again = await subscribe(pending);
    await press(linkIn(await latestEmailTo(h, pending), 'confirm'));
    const confirmed = await subscribe(pending);
    for (const res of [again, confirmed]) {
      expect(res.statusCode).toBe(first.statusCode);
      expect(res.json()).toEqual(first.json());
    }
    expect(await mailCount(pending)).toBe(1);
    expect(await row(pending)).toEqual([{ status: 'confirmed', user_id: null }]);
  });

  it('bad and missing tokens get 400, a page for a browser and the error body for others', async () => {
    const email = 'reader-three@example.com';
    await subscribe(email);
    const confirm = linkIn(await latestEmailTo(h, email), 'confirm');
    const token = confirm.split('token=')[1] ?? '';
    const bad = [
      '/api/v1/newsletter/confirm',
      '/api/v1/newsletter/confirm?token=',
      '/api/v1/newsletter/confirm?token=nonsense',
      `/api/v1/newsletter/confirm?token=${token.slice(0, -2)}xy`,
      // A confirmation token does not unsubscribe, nor the other way round.
      `/api/v1/newsletter/unsubscribe?token=${token}`,
      `/api/v1/newsletter/confirm?token=${await newsletterToken(h.db, 'newsletter-unsubscribe', email)}`,
    ];
    for (const url of bad) {
      const json = await h.app.inject({ method: 'GET', url });
      expect(json.statusCode, url).toBe(400);
      expect(json.json()).toMatchObject({ code: 'BAD_REQUEST', message: expect.any(String) });
      const html = await open(url);
      expect(html.statusCode, url).toBe(400);
      expect(html.body).toContain('This link does not work');
      const pressed = await press(url);
      expect(pressed.statusCode, url).toBe(400);
      expect(pressed.body).toContain('This link does not work');
    }
    expect(await row(email)).toEqual([{ status: 'pending', user_id: null }]);
  });
});

describe('one row for the form, the toggle and the unsubscribe link', () => {
  it('all three change the same row, and the toggle reads it', async () => {
    const ada = await signUp(h);
    const caller = await h.caller(ada.token);
    const optIn = async () => (await caller.users.preferences()).preferences.newsletter_opt_in;
    expect(await optIn()).toBe(false);

    // Someone types her address in the form: pending, still off in her settings.
    await subscribe(ada.email);
    expect(await optIn()).toBe(false);
    // She turns the toggle on: the same row, confirmed at once.
    const on = await caller.users.updatePreferences({ newsletter_opt_in: true });
    expect(on.preferences.newsletter_opt_in).toBe(true);
    expect(await row(ada.email)).toEqual([{ status: 'confirmed', user_id: ada.id }]);

    // The link in a newsletter, signed out: opening it shows a button and changes nothing; the
    // button, or the mail client's one-click POST, unsubscribes.
    const token = await newsletterToken(h.db, 'newsletter-unsubscribe', ada.email);
    const page = await open(`/api/v1/newsletter/unsubscribe?token=${token}`);
    expect(page.statusCode).toBe(200);
    expect(await optIn()).toBe(true);
    expect(page.body).toMatch(BUTTON('Unsubscribe'));
    const done = await press(`/api/v1/newsletter/unsubscribe?token=${token}`);
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('newsletter any more');
    expect(await row(ada.email)).toEqual([{ status: 'unsubscribed', user_id: ada.id }]);
    expect(await optIn()).toBe(false);

    await caller.users.updatePreferences({ newsletter_opt_in: true });
    const post = await h.app.inject({
      method: 'POST',
      url: `/api/v1/newsletter/unsubscribe?token=${token}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(post.statusCode).toBe(200);
    expect(await optIn()).toBe(false);

    // Signed in, the form with her own address needs no email either.
    const before = await mailCount(ada.email);
    expect((await subscribe(ada.email, ada.token)).statusCode).toBe(200);
    expect(await optIn()).toBe(true);
    await caller.users.updatePreferences({ newsletter_opt_in: false });
    expect(await row(ada.email)).toEqual([{ status: 'unsubscribed', user_id: ada.id }]);
    expect(await mailCount(ada.email)).toBe(before);
  });
});
