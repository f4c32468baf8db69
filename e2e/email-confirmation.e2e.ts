// A new member confirms her address: the banner under the header says it is not confirmed, its
// button sends the email again, the emailed link confirms, and the banner is gone.
import fs from 'node:fs';
import { describe, expect } from 'vitest';
import {
  expectNoHorizontalOverflow,
  expectNoSeriousAxeViolations,
  it,
  settle,
  transitionsDone,
  uniqueEmail,
} from './browser.ts';
import { createMember, query } from './support.ts';

/** Screenshots for review (not compared): set SHOTS_DIR to keep them. */
const shots = process.env.SHOTS_DIR;
const BANNER =
  'Your email address is not confirmed yet. Open the link we emailed you to confirm it.';

/** The confirmation link in the newest email to the address (the outbox keeps the text). */
async function confirmationLink(email: string): Promise<string> {
  const rows = await query<{ body_text: string }>(
    'select body_text from outbox_emails where to_address = $1 order by id desc limit 1',
    [email],
  );
  const match = /(https?:\/\/\S+\/api\/v1\/account\/email\/confirm\?token=\S+)/.exec(
    rows[0]?.body_text ?? '',
  );
  if (!match?.[1]) throw new Error(`No confirmation link in the email to ${email}`);
  return match[1];
}

const confirmationEmails = async (email: string) =>
  (
    await query<{ n: string }>(
      "select count(*) as n from outbox_emails where to_address = $1 and subject = 'Confirm your HerCircle email address'",
      [email],
    )
  )[0]?.n;

describe('confirming her email address', () => {
  it('sign up, the banner shows, resend, follow the emailed link, the banner is gone', async ({
    open,
  }) => {
    const tracked = await open();
    const { page, problems } = tracked;
    const email = uniqueEmail('confirm');
    await page.goto('/sign-in');
    await page.getByRole('button', { name: 'Create an account' }).click();
    await page.getByLabel('First name').fill('Ines');
    await page.getByLabel('Last name').fill('Okafor');
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('first-password-1');
    await page.getByLabel('Confirm password').fill('first-password-1');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect
      .poll(() => page.getByRole('status').first().textContent())
      .toContain('Your account is ready');
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('first-password-1');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/community');

    // The banner, under the header, with its button; the button answers in place.
    const banner = page.getByRole('region', { name: 'Email address not confirmed' });
    await banner.getByText(BANNER).waitFor();
    expect(await confirmationEmails(email)).toBe('1');
    await banner.getByRole('button', { name: 'Resend the email' }).click();
    await banner
      .getByText('Sent. The new link is in your inbox; earlier links no longer work.')
      .waitFor();
    expect(await confirmationEmails(email)).toBe('2');
    await expectNoSeriousAxeViolations(page);
    if (shots) {
      // The sign-in's welcome toast has gone: it sits over the banner's corner for a moment.
      await expect.poll(() => page.getByText('Welcome back, Ines.').count()).toBe(0);
      await transitionsDone(page);
      fs.mkdirSync(shots, { recursive: true });
      await page.screenshot({ path: `${shots}/email-banner-1280.png` });
    }

    // Hidden for this page only: the next page shows it again.
    await banner.getByRole('button', { name: 'Hide this message' }).click();
    await expect.poll(() => banner.count()).toBe(0);
    await page.goto('/events');
    await banner.getByText(BANNER).waitFor();

    // The emailed link: a page with a button, which confirms.
    await page.goto(await confirmationLink(email));
    await page.getByRole('button', { name: 'Confirm my address' }).click();
    await page.getByRole('heading', { name: 'Your email address is confirmed' }).waitFor();
    await page.getByRole('link', { name: 'Go to HerCircle' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    await page.goto('/community');
    // Her account menu is there and every request (her /auth/me among them) has been answered.
    await page.getByRole('button', { name: 'Account menu for Ines Okafor' }).waitFor();
    await settle(tracked);
    expect(await banner.count()).toBe(0);
    expect(problems).toEqual([]);
  });

  it('fits a phone: the banner and its button at 390 px', async ({ open }) => {
    const member = await createMember('Ayesha', 'Phone', undefined, { unconfirmed: true });
    const { page } = await open({ width: 390, as: member });
    await page.goto('/community');
    const banner = page.getByRole('region', { name: 'Email address not confirmed' });
    await banner.getByText(BANNER).waitFor();
    await expectNoHorizontalOverflow(page);
    await expectNoSeriousAxeViolations(page);
    // Reached by keyboard: the button is a real button in the tab order.
    await banner.getByRole('button', { name: 'Resend the email' }).focus();
    await page.keyboard.press('Enter');
    await banner
      .getByText('Sent. The new link is in your inbox; earlier links no longer work.')
      .waitFor();
    if (shots) {
      await transitionsDone(page);
      fs.mkdirSync(shots, { recursive: true });
      await page.screenshot({ path: `${shots}/email-banner-390.png` });
    }
  });
});
