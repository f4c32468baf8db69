import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { baseUrl, launchBrowser, openPage } from './browser.ts';
import { createMember, signInContext } from './support.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** What the server answers the token now: 200 while its session lives, 401 once it ended. */
async function statusOfToken(token: string): Promise<number> {
  const res = await fetch(`${baseUrl()}/api/v1/chat/conversations`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return res.status;
}

async function promoteToAdmin(userId: number): Promise<void> {
  const client = new pg.Client({ connectionString: inject('e2eDatabaseUrl') });
  await client.connect();
  try {
    await client.query("update users set role = 'admin' where id = $1", [userId]);
  } finally {
    await client.end();
  }
}

describe('logging out ends the session on the server', () => {
  it("the member menu's Log out: the token the browser held is refused afterwards", async () => {
    const member = await createMember('Lola', 'Leaving');
    const { page, context, problems } = await openPage(browser, 1280);
    await signInContext(context, member);
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Account menu for Lola Leaving' }).click();
    expect(await statusOfToken(member.token)).toBe(200);

    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    await expect.poll(() => page.getByRole('link', { name: 'Sign In' }).isVisible()).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
    expect(await statusOfToken(member.token)).toBe(401);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('a logout call the network drops still signs the member out on this device', async () => {
    const member = await createMember('Nell', 'Offline');
    const { page, context } = await openPage(browser, 1280);
    await signInContext(context, member);
    await page.goto('/profile');
    await page.route('**/trpc/auth.logout**', (route) => route.abort('internetdisconnected'));
    await page.getByRole('button', { name: 'Account menu for Nell Offline' }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expect.poll(() => page.getByRole('link', { name: 'Sign In' }).isVisible()).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
    await context.close();
  });

  it("the admin portal's Sign Out: the token the browser held is refused afterwards", async () => {
    const admin = await createMember('Ada', 'Adminson');
    await promoteToAdmin(admin.id);
    const { page, context, problems } = await openPage(browser, 1280);
    await signInContext(context, { ...admin, user: { ...admin.user, role: 'admin' } });
    await page.goto('/admin/dashboard');
    await expect
      .poll(() => page.getByRole('heading', { name: 'Dashboard', level: 1 }).isVisible())
      .toBe(true);
    expect(await statusOfToken(admin.token)).toBe(200);

    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/admin/login');
    expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
    expect(await statusOfToken(admin.token)).toBe(401);
    expect(problems).toEqual([]);
    await context.close();
  });
});
