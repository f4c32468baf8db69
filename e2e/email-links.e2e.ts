// The links in emails that change something open a page with a button: mail scanners and link
// previews open links, and must not undo a deletion or confirm a subscription by doing so.
import { describe, expect } from 'vitest';
import {
  baseUrl,
  expectNoHorizontalOverflow,
  expectNoSeriousAxeViolations,
  it,
  uniqueEmail,
} from './browser.ts';
import { api, createMember, query } from './support.ts';

/** The link to this path in the newest email to the address (the outbox keeps the text). */
async function emailedLink(email: string, path: string): Promise<string> {
  const rows = await query<{ body_text: string }>(
    'select body_text from outbox_emails where to_address = $1 order by id desc limit 1',
    [email],
  );
  const match = new RegExp(`(https?://\\S+${path}\\?token=\\S+)`).exec(rows[0]?.body_text ?? '');
  if (!match?.[1]) throw new Error(`No ${path} link in the email to ${email}`);
  return match[1];
}

const accountStatus = async (id: number) =>
  (await query<{ status: string }>('select status from users where id = $1', [id]))[0]?.status;

describe('links in emails', () => {
  it('the cancel link of a deletion shows a page; only its button makes the account active again', async ({
    open,
  }) => {
    const member = await createMember('Mirela', 'Stays');
    await api('POST', '/account/deletion-request', member.token, {
      reason: 'other',
      confirmDataLoss: true,
      confirmPermanent: true,
    });
    expect(await accountStatus(member.id)).toBe('inactive');
    const link = await emailedLink(member.email, '/api/v1/account/deletion/cancel');

    // Signed out, on her phone, she opens the link from the email.
    const { page, problems } = await open({ width: 390 });
    await page.goto(link);
    // Opening it changed nothing, as a mail scanner's visit must not.
    expect(await accountStatus(member.id)).toBe('inactive');
    await page.getByRole('heading', { name: 'Keep your account?' }).waitFor();
    expect(await page.title()).toBe('Keep your account? · HerCircle');
    expect(await page.getByRole('link', { name: 'HerCircle home' }).isVisible()).toBe(true);
    await expectNoSeriousAxeViolations(page);
    await expectNoHorizontalOverflow(page);

    await page.getByRole('button', { name: 'Keep my account' }).click();
    await page.getByRole('heading', { name: 'Your account is active again' }).waitFor();
    expect(await accountStatus(member.id)).toBe('active');
    const login = await page.request.post(`${baseUrl()}/api/v1/auth/login`, {
      data: { email: member.email, password: member.password },
    });
    expect(login.status()).toBe(200);

    // Back to the link (or its button pressed twice): the account is kept, and it says so.
    await page.goto(link);
    await page.getByRole('heading', { name: 'Your account is kept' }).waitFor();
    expect(await page.getByRole('button').count()).toBe(0);
    // A CSP violation would be a console error: the page needs no script.
    expect(problems).toEqual([]);
  });

  it('the newsletter confirmation link shows a page; only its button subscribes', async ({
    open,
  }) => {
    const email = uniqueEmail('reader');
    const res = await fetch(`${baseUrl()}/api/v1/newsletter/subscribe`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email }),
    });
    expect(res.status).toBe(200);
    const status = async () =>
      (
        await query<{ status: string }>(
          'select status from newsletter_subscribers where email = $1',
          [email],
        )
      )[0]?.status;

    const { page, problems } = await open();
    await page.goto(await emailedLink(email, '/api/v1/newsletter/confirm'));
    expect(await status()).toBe('pending');
    await page
      .getByRole('heading', { name: 'Confirm your HerCircle newsletter subscription' })
      .waitFor();
    await expectNoSeriousAxeViolations(page);

    await page.getByRole('button', { name: 'Confirm my subscription' }).click();
    await page
      .getByRole('heading', { name: 'You’re subscribed to the HerCircle newsletter' })
      .waitFor();
    expect(await status()).toBe('confirmed');
    expect(problems).toEqual([]);
  });
});
