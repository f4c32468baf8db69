// Accounts she can trust (issue 32): a passkey added in /settings signs her in with no password
// typed (Chromium's virtual authenticator stands in for her phone's), two-step sign-in asks for
// her app's code, a code emailed to her signs her in without a password, and a device she does not
// recognise is signed out from /settings.
import { afterAll, beforeAll, describe, expect, inject } from 'vitest';
import type { Page } from 'playwright-core';
import { generate } from 'otplib';
import { expectNoSeriousAxeViolations, it, settle, signInWithForm } from './browser.ts';
import { E2E_SERVER_ENV } from './server-env.ts';
import { api, createMember, logIn, promoteToAdmin, query } from './support.ts';
import { startServerProcess, type ServerProcess } from '../server/test/process.ts';

/** Screenshots for review (not compared): set SHOTS_DIR to keep them. */
const shots = process.env.SHOTS_DIR;

/** The site as `localhost`: WebAuthn takes no IP address as the relying party. */
let site: ServerProcess;
beforeAll(async () => {
  site = await startServerProcess(inject('e2eDatabaseUrl'), {
    built: true,
    host: 'localhost',
    // The admin portal's gate on, as in production by default.
    env: { ...E2E_SERVER_ENV, ADMIN_REQUIRE_2FA: 'true' },
  });
});
afterAll(async () => {
  await site?.stop();
});

/** A platform authenticator with user verification, like a phone's, in this page's browser. */
async function virtualAuthenticator(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
}

async function logOut(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: `Account menu for ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect
    .poll(() => page.getByRole('link', { name: 'Sign In', exact: true }).isVisible())
    .toBe(true);
}

/** The token her browser holds now, and what the server says of it. */
async function signedInAs(page: Page): Promise<number | null> {
  const token = await page.evaluate(() => localStorage.getItem('authToken'));
  if (!token) return null;
  const { data } = await api<{ data: { user: { id: number } } }>('GET', '/auth/me', token);
  return data.user.id;
}

describe('passkeys', () => {
  it('she adds a passkey in /settings, signs out, and signs in with it, no password typed', async ({
    open,
  }) => {
    const member = await createMember('Pia', 'Passkey');
    // Signed in with her password first (a context signed in from the start would put the old
    // token back at every page load).
    const tracked = await open({ baseURL: site.url });
    const { page, problems } = tracked;
    await virtualAuthenticator(page);
    await page.goto('/sign-in?redirect=/settings');
    await signInWithForm(page, member.email, member.password);
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 10_000 }).toBe('/settings');
    const card = page.locator('#security');
    await card.getByRole('button', { name: 'Add a passkey' }).click();
    await card.getByRole('textbox', { name: 'Name this passkey' }).fill('My laptop');
    await card.getByRole('button', { name: 'Create passkey' }).click();
    await expect.poll(() => card.getByText('My laptop').isVisible()).toBe(true);
    await expect.poll(() => card.getByText('Not used yet').isVisible()).toBe(true);

    await logOut(page, 'Pia Passkey');
    await page.goto('/sign-in');
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 10_000 }).toBe('/community');
    expect(await signedInAs(page)).toBe(member.id);
    // She is signed in from now on, and the passkey says when it was used.
    await page.goto('/settings');
    await expect
      .poll(() =>
        page
          .locator('#security')
          .getByText(/Last used just now/)
          .isVisible(),
      )
      .toBe(true);
    await settle(tracked);
    expect(problems).toEqual([]);
  });
});

describe('two-step sign-in', () => {
  it('she turns it on with a code from her app, and signing in then asks for one', async ({
    open,
  }) => {
    const member = await createMember('Tia', 'Twostep');
    const tracked = await open();
    const { page, problems } = tracked;
    await page.goto('/sign-in?redirect=/settings');
    await signInWithForm(page, member.email, member.password);
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 10_000 }).toBe('/settings');
    const card = page.locator('#security');
    await card.getByRole('button', { name: 'Set up two-step sign-in' }).click();
    await expect.poll(() => card.getByRole('img', { name: /QR code/ }).isVisible()).toBe(true);
    // The key is on the page as text too (for a screen reader, or typing it into the app).
    const key = (await card.locator('code').first().innerText()).replace(/\s/g, '');
    await card
      .getByRole('textbox', { name: '6-digit code from the app' })
      .fill(await generate({ secret: key }));
    await card.getByRole('button', { name: 'Turn on' }).click();
    const codes = card.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
    await expect.poll(() => codes.count()).toBe(10);
    await card.getByRole('button', { name: 'I have saved them' }).click();
    await expect.poll(() => card.getByText('10 of 10 recovery codes left.').isVisible()).toBe(true);
    await expectNoSeriousAxeViolations(page);

    await logOut(page, 'Tia Twostep');
    await page.goto('/sign-in');
    await signInWithForm(page, member.email, member.password);
    await expect
      .poll(() => page.getByRole('heading', { name: 'Two-step sign-in' }).isVisible(), {
        timeout: 10_000,
      })
      .toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
    const code = page.getByRole('textbox', { name: 'Code from your app' });
    // Focus is on the code: she types it straight away.
    await expect.poll(() => code.evaluate((el) => el === document.activeElement)).toBe(true);
    await code.fill('000000');
    await page.getByRole('button', { name: 'Verify and sign in' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toContain('not right');
    // The code of the next 30 seconds: the one she turned it on with was used.
    await code.fill(await generate({ secret: key, epoch: Math.floor(Date.now() / 1000) + 30 }));
    await page.getByRole('button', { name: 'Verify and sign in' }).click();
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 10_000 }).toBe('/community');
    expect(await signedInAs(page)).toBe(member.id);
    await settle(tracked);
    // The wrong code was answered 401, as the API says: the one error the browser logged.
    expect(problems).toEqual([
      'console: Failed to load resource: the server responded with a status of 401 (Unauthorized)',
    ]);
  });
});

describe('an emailed code', () => {
  it('signs her in with the code from the email, no password typed', async ({ open }) => {
    const member = await createMember('Esi', 'Emailcode');
    const tracked = await open();
    const { page, problems } = tracked;
    await page.goto('/sign-in');
    await page.getByRole('button', { name: 'Email me a sign-in code' }).click();
    await page.getByRole('textbox', { name: 'Email' }).fill(member.email);
    await page.getByRole('button', { name: 'Email me a code' }).click();
    const code = page.getByRole('textbox', { name: 'Code from the email' });
    await expect.poll(() => code.isVisible()).toBe(true);
    await expect.poll(() => code.evaluate((el) => el === document.activeElement)).toBe(true);
    await expectNoSeriousAxeViolations(page);
    if (shots) await page.screenshot({ path: `${shots}/email-code-1280.png` });

    const rows = await query<{ body_text: string }>(
      'select body_text from outbox_emails where to_address = $1 order by id desc limit 1',
      [member.email],
    );
    const emailed = /code: (\d{6})/.exec(rows[0]?.body_text ?? '')?.[1];
    expect(emailed).toMatch(/^\d{6}$/);
    await code.fill(emailed!);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 10_000 }).toBe('/community');
    expect(await signedInAs(page)).toBe(member.id);
    await settle(tracked);
    expect(problems).toEqual([]);
  });
});

describe('her devices', () => {
  it('lists where she is signed in, and signs out another device from /settings', async ({
    open,
  }) => {
    const member = await createMember('Dee', 'Devices');
    // Her other device: a second sign-in, on another browser.
    const other = await logIn(member.email, member.password);
    const tracked = await open({ as: member });
    const { page, problems } = tracked;
    await page.goto('/settings');
    const card = page.locator('#devices');
    const items = card.getByRole('listitem');
    await expect.poll(() => items.count()).toBe(2);
    await expect.poll(() => card.getByText('This device').count()).toBe(1);

    const signOutOther = card.getByRole('button', { name: /^Sign out (?!of)/ });
    await signOutOther.click();
    await expect.poll(() => items.count()).toBe(1);
    // The server ended it: the other device's token is refused.
    await expect(api('GET', '/auth/me', other.token)).rejects.toThrow(/401/);
    expect(await signedInAs(page)).toBe(member.id);
    await settle(tracked);
    expect(problems).toEqual([]);
  });
});

describe('an admin without a second factor', () => {
  it('finds the portal closed but for the set-up, adds a passkey there, and the portal opens', async ({
    open,
  }) => {
    const member = await createMember('Ada', 'Gatekeeper');
    await promoteToAdmin(member.id);
    const admin = await logIn(member.email, member.password, site.url);
    const tracked = await open({
      baseURL: site.url,
      as: { ...admin, user: { ...admin.user, role: 'admin' } },
    });
    const { page, problems } = tracked;
    await virtualAuthenticator(page);
    await page.goto('/admin/dashboard');
    await expect
      .poll(() => page.getByRole('heading', { name: 'Secure your admin account' }).isVisible())
      .toBe(true);
    expect(await page.getByRole('heading', { name: 'Dashboard', level: 1 }).count()).toBe(0);
    if (shots) await page.screenshot({ path: `${shots}/admin-gate-1280.png`, fullPage: true });
    // The server refuses her admin calls meanwhile, naming the set-up.
    const stats = await fetch(`${site.url}/api/v1/admin/stats`, {
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(stats.status).toBe(403);
    expect(((await stats.json()) as { message: string }).message).toMatch(/passkey/);

    const card = page.locator('#security');
    await card.getByRole('button', { name: 'Add a passkey' }).click();
    await card.getByRole('button', { name: 'Create passkey' }).click();
    await expect
      .poll(() => page.getByRole('heading', { name: 'Dashboard', level: 1 }).isVisible(), {
        timeout: 10_000,
      })
      .toBe(true);
    await settle(tracked);
    expect(problems).toEqual([]);
  });
});
