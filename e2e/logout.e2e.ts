import { describe, expect } from 'vitest';
import { baseUrl, it, settle, streamOpen } from './browser.ts';
import { api, createMember, logIn, promoteToAdmin } from './support.ts';

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

  it('on a slow phone, Log out pressed while the page below the bar is still hydrating: her data stays until it has, no error, the session ends', async ({
    open,
  }) => {
    const member = await createMember('Hana', 'Hurried');
    const tracked = await open({ as: member });
    const { page, context, problems } = tracked;
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
    await page.goto('/profile', { waitUntil: 'commit' });
    // The top bar hydrates first: her menu opens as soon as it answers.
    const logOut = page.getByRole('menuitem', { name: 'Log out' });
    await expect
      .poll(
        async () => {
          if (!(await logOut.isVisible()))
            await page.getByRole('button', { name: 'Account menu for Hana Hurried' }).click();
          return logOut.isVisible();
        },
        { interval: 50 },
      )
      .toBe(true);
    await logOut.click();
    await expect.poll(() => page.getByRole('link', { name: 'Sign In' }).isVisible()).toBe(true);
    await settle(tracked);
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

  it('a session ended from her other device signs this tab out at once, with no retrying', async ({
    open,
  }) => {
    const member = await createMember('Tess', 'Twodevices');
    const tracked = await open({ as: member });
    const { page, problems } = tracked;
    await page.goto('/community');
    await streamOpen(tracked);
    const opened = tracked.streamsOpened();

    // On her other device she changes her password, which ends every other session of hers.
    const other = await logIn(member.email, member.password);
    await api('PUT', `/users/${member.id}/change-password`, other.token, {
      current_password: member.password,
      new_password: 'A-new-passphrase-9',
    });
    expect(await statusOfToken(member.token)).toBe(401);

    // This tab heard it on its live stream: signed out without a reload, and it does not keep
    // knocking with the ended token.
    await expect
      .poll(() => page.getByRole('link', { name: 'Sign In', exact: true }).isVisible())
      .toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
    await settle(tracked);
    expect(tracked.streamsOpened()).toBe(opened);
    expect(problems).toEqual([]);
  });
});
