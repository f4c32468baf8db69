import { describe, expect } from 'vitest';
import { baseUrl, it } from './browser.ts';
import { createMember, promoteToAdmin } from './support.ts';

/** What the server answers the token now: 200 while its session lives, 401 once it ended. */
async function statusOfToken(token: string): Promise<number> {
  const res = await fetch(`${baseUrl()}/api/v1/chat/conversations`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return res.status;
}

describe('logging out ends the session on the server', () => {
  it("the member menu's Log out: the token the browser held is refused afterwards", async ({
    open,
  }) => {
    const member = await createMember('Lola', 'Leaving');
    const { page, problems } = await open({ as: member });
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Account menu for Lola Leaving' }).click();
    expect(await statusOfToken(member.token)).toBe(200);

    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    await expect.poll(() => page.getByRole('link', { name: 'Sign In' }).isVisible()).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
    expect(await statusOfToken(member.token)).toBe(401);
    expect(problems).toEqual([]);
  });

  it('a logout call the network drops still signs the member out on this device', async ({
    open,
  }) => {
    const member = await createMember('Nell', 'Offline');
    const { page } = await open({ as: member });
    await page.goto('/profile');
    await page.route('**/trpc/auth.logout**', (route) => route.abort('internetdisconnected'));
    await page.getByRole('button', { name: 'Account menu for Nell Offline' }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expect.poll(() => page.getByRole('link', { name: 'Sign In' }).isVisible()).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
  });

  it("the admin portal's Sign Out: the token the browser held is refused afterwards", async ({
    open,
  }) => {
    const admin = await createMember('Ada', 'Adminson');
    await promoteToAdmin(admin.id);
    const { page, problems } = await open({
      as: { ...admin, user: { ...admin.user, role: 'admin' } },
    });
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
  });
});
