import { describe, expect } from 'vitest';
import {
  expectColorScheme,
  expectNoHorizontalOverflow,
  expectNoSeriousAxeViolations,
  it,
  switchToDark,
} from './browser.ts';

describe('app shell', () => {
  it('shows the navigation bar with both rows and the signed-out actions at 1280 px', async ({
    open,
  }) => {
    const { page, problems } = await open();
    await page.goto('/');
    const main = page.getByRole('navigation', { name: 'Main' });
    await expect.poll(() => main.getByRole('link', { name: 'Community' }).isVisible()).toBe(true);
    for (const name of [
      'Home',
      'Stories',
      'Community',
      'Events',
      'Publications',
      'Podcast',
      'Resources',
    ]) {
      expect(await main.getByRole('link', { name, exact: true }).count()).toBe(1);
    }
    const more = page.getByRole('navigation', { name: 'More' });
    for (const name of [
      'Health & Lifestyle',
      'Shop',
      'Career & Finance',
      'Unfiltered',
      'Top Stories',
      'Contact',
    ]) {
      expect(await more.getByRole('link', { name, exact: true }).isVisible()).toBe(true);
    }
    expect(await page.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/sign-in');
    expect(await page.getByRole('link', { name: 'Join Community' }).getAttribute('href')).toBe(
      '/sign-in',
    );
    expect(await page.getByRole('link', { name: 'Admin', exact: true }).getAttribute('href')).toBe(
      '/admin/login',
    );
    expect(await page.getByRole('contentinfo').isVisible()).toBe(true);
    await expectNoSeriousAxeViolations(page);
    expect(problems).toEqual([]);
  });

  it('collapses the links into a menu at 390 px, without horizontal overflow', async ({ open }) => {
    const { page, problems } = await open({ width: 390, height: 844 });
    await page.goto('/');
    // Once the shell is up, the menu button stands in for the hidden link rows.
    await expect.poll(() => page.getByRole('button', { name: 'Open menu' }).isVisible()).toBe(true);
    expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect.poll(() => menu.getByRole('link', { name: 'Top Stories' }).isVisible()).toBe(true);
    expect(await menu.getByRole('link', { name: 'Admin Portal' }).getAttribute('href')).toBe(
      '/admin/login',
    );
    await page.keyboard.press('Escape');
    await expect.poll(() => menu.isVisible()).toBe(false);
    await expectNoHorizontalOverflow(page);
    expect(problems).toEqual([]);
  });

  it('shows the not-found screen for an unknown path, with a link home', async ({ open }) => {
    const { page, problems } = await open();
    await page.goto('/no/such/page');
    await expect
      .poll(() => page.getByRole('heading', { name: /Oops! Page not found/ }).isVisible())
      .toBe(true);
    expect(await page.getByText('404', { exact: true }).isVisible()).toBe(true);
    await expect.poll(() => page.title()).toBe('Page not found · HerCircle');
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    await expect.poll(() => page.title()).toBe('HerCircle');
    expect(problems).toEqual([]);
  });

  it('remembers the dark theme across reloads', async ({ open }) => {
    const { page } = await open();
    await page.goto('/');
    await switchToDark(page);
    await page.reload();
    await expectColorScheme(page, 'dark');
    await expectNoSeriousAxeViolations(page);
  });

  it('marks the current page in the navigation bar in both themes (light-dark() colours paint)', async ({
    open,
  }) => {
    const { page } = await open();
    await page.goto('/stories');
    const current = page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Stories', exact: true });
    const paint = () =>
      current.evaluate((a) => {
        const style = getComputedStyle(a);
        return { background: style.backgroundColor, color: style.color };
      });
    // plum-0 behind plum-8 in the light theme; dark-5 behind plum-2 in the dark one.
    await expect
      .poll(paint)
      .toEqual({ background: 'rgb(251, 240, 246)', color: 'rgb(107, 38, 76)' });
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await expect.poll(async () => (await paint()).background).toBe('rgb(64, 54, 60)');
  });
});
