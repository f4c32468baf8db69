import fs from 'node:fs/promises';
import sharp from 'sharp';
import { describe, expect, inject } from 'vitest';
import {
  expectNoHorizontalOverflow,
  expectNoSeriousAxeViolations,
  it,
  signInWithForm,
  uniqueEmail,
} from './browser.ts';
import { api, createMember, logIn, query } from './support.ts';

async function latestResetLink(email: string): Promise<string> {
  const rows = await query<{ body_text: string }>(
    'select body_text from outbox_emails where to_address = $1 order by id desc limit 1',
    [email],
  );
  const link = /(https?:\/\/\S+\/reset-password\?token=\S+)/.exec(rows[0]?.body_text ?? '')?.[1];
  if (!link) throw new Error(`No reset email for ${email}`);
  return link;
}

describe('account journey', () => {
  it('create account, sign in, edit profile, upload a picture, change password, log out, reset password', async ({
    open,
  }) => {
    const { page, problems } = await open();
    const email = uniqueEmail('journey');

    // Create an account: the page returns to sign-in mode with a confirmation.
    await page.goto('/sign-in');
    await page.getByRole('button', { name: 'Create an account' }).click();
    await page.getByLabel('First name').fill('Zara');
    await page.getByLabel('Last name').fill('Haddad');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('first-password-1');
    await page.getByLabel('Confirm password').fill('first-password-1');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect
      .poll(() => page.getByRole('status').textContent())
      .toContain('Your account is ready');
    expect(await page.getByRole('textbox', { name: 'Email', exact: true }).inputValue()).toBe(
      email,
    );

    // Sign in: on to /community, signed in.
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('first-password-1');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/community');
    expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeTruthy();

    // Avatar menu → Profile; edit and save, then reload to see it kept.
    await page.getByRole('button', { name: 'Account menu for Zara Haddad' }).click();
    await page.getByRole('menuitem', { name: 'Profile' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/profile');
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await page.getByLabel('Bio').fill('Marine biologist. Cold-water swimmer.');
    await page.getByLabel('Location').fill('Plymouth, UK');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByText('Profile saved.').isVisible()).toBe(true);
    await page.reload();
    await expect
      .poll(() => page.getByLabel('Bio').inputValue())
      .toBe('Marine biologist. Cold-water swimmer.');
    expect(await page.getByLabel('Location').inputValue()).toBe('Plymouth, UK');
    expect(await page.getByRole('textbox', { name: 'Email', exact: true }).inputValue()).toBe(
      email,
    );
    await expectNoSeriousAxeViolations(page);

    // Upload a picture and see it in the avatar menu.
    const png = await sharp({
      create: { width: 640, height: 480, channels: 3, background: '#a33d77' },
    })
      .png()
      .toBuffer();
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
    await page.getByRole('button', { name: 'Upload' }).click();
    await expect.poll(() => page.getByText('Your new picture is up.').isVisible()).toBe(true);
    const avatarImage = page
      .getByRole('button', { name: 'Account menu for Zara Haddad' })
      .locator('img');
    await expect
      .poll(async () => (await avatarImage.getAttribute('src')) ?? '')
      .toMatch(/^\/api\/v1\/media\/\d+$/);
    await expect
      .poll(() => avatarImage.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBe(512);

    // Change password.
    await page.getByLabel('Current password').fill('first-password-1');
    await page
      .getByRole('textbox', { name: 'New password', exact: true })
      .fill('second-password-2');
    await page.getByLabel('Confirm new password').fill('second-password-2');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect
      .poll(() => page.getByText('Password changed.', { exact: false }).isVisible())
      .toBe(true);

    // Log out: back home, signed out.
    await page.getByRole('button', { name: 'Account menu for Zara Haddad' }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    await expect.poll(() => page.getByRole('link', { name: 'Sign In' }).isVisible()).toBe(true);
    expect(
      await page.evaluate(() => [
        localStorage.getItem('authToken'),
        localStorage.getItem('userData'),
      ]),
    ).toEqual([null, null]);

    // Forgot password → the outbox link → a new password → sign in with it.
    await page.goto('/sign-in');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
    await page.getByRole('button', { name: 'Forgot Password?' }).click();
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect
      .poll(() => page.getByRole('status').textContent())
      .toContain('a reset link is on its way');
    const link = new URL(await latestResetLink(email));
    await page.goto(link.pathname + link.search);
    await page.getByRole('textbox', { name: 'New password', exact: true }).fill('third-password-3');
    await page.getByLabel('Confirm new password').fill('third-password-3');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect
      .poll(() => page.getByRole('status').textContent())
      .toContain('Your password is changed');
    await page.getByRole('link', { name: 'Go to sign in' }).click();
    await signInWithForm(page, email, 'second-password-2');
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toContain('Invalid email or password');
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('third-password-3');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/community');

    expect(problems.filter((p) => !p.includes('401'))).toEqual([]);
  });

  it('the sign-in and profile pages fit a 390 px screen and pass axe', async ({ open }) => {
    const { page, problems } = await open({ width: 390, height: 844 });
    await page.goto('/sign-in');
    await expect.poll(() => page.getByRole('heading', { name: 'Sign in' }).isVisible()).toBe(true);
    await expectNoHorizontalOverflow(page);
    await expectNoSeriousAxeViolations(page);
    await page.getByRole('button', { name: 'Create an account' }).click();
    await expectNoHorizontalOverflow(page);
    await expectNoSeriousAxeViolations(page);

    await page.goto('/settings');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/sign-in');
    await signInWithForm(page, 'amara@hercircle.example', inject('demoPasswords').member);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/settings');
    await expect
      .poll(() => page.getByRole('switch', { name: /Newsletter/ }).isVisible())
      .toBe(true);
    await expectNoHorizontalOverflow(page);
    await expectNoSeriousAxeViolations(page);
    await page.goto('/profile');
    await expect
      .poll(() => page.getByRole('button', { name: 'Edit Profile' }).isVisible())
      .toBe(true);
    await expectNoHorizontalOverflow(page);
    await expectNoSeriousAxeViolations(page);
    expect(problems).toEqual([]);
  });

  it('settings: a preference survives a reload, the data downloads as JSON, and signing out everywhere ends every session', async ({
    open,
  }) => {
    const member = await createMember('Sade', 'Okafor');
    const { token: otherToken } = await logIn(member.email, member.password);

    const { page, problems } = await open({ as: member });
    await page.goto('/settings');
    const newsletter = page.getByRole('switch', { name: /Newsletter/ });
    await expect.poll(() => newsletter.isVisible()).toBe(true);
    const before = await newsletter.isChecked();
    await newsletter.click();
    await expect.poll(() => page.getByText('Email preferences saved.').isVisible()).toBe(true);
    await page.reload();
    await expect.poll(() => newsletter.isVisible()).toBe(true);
    expect(await newsletter.isChecked()).toBe(!before);

    // Her data, with what she said in the community room.
    await api('POST', '/chat/send', member.token, {
      conversation_id: 1,
      content: 'Exporting soon, hello all',
    });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download my data' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^hercircle-data-\d{4}-\d{2}-\d{2}\.json$/);
    const exported = JSON.parse(await fs.readFile(await download.path(), 'utf8')) as {
      profile: { email: string; newsletter_opt_in: boolean };
      chat_messages: { content: string }[];
    };
    expect(exported.profile.email).toBe(member.email);
    expect(exported.profile.newsletter_opt_in).toBe(!before);
    expect(exported.chat_messages.map((m) => m.content)).toContain('Exporting soon, hello all');

    await page.getByRole('button', { name: 'Sign out of all devices' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign out of all devices?' });
    await dialog.getByRole('button', { name: 'Sign out everywhere' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/sign-in');
    expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
    // The session of another device stopped working too.
    await expect(api('GET', '/auth/me', otherToken)).rejects.toThrow(/401/);
    expect(problems).toEqual([]);
  });
});
