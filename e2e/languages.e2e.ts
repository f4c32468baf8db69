// Her language (issue 34, first part): the site's frame speaks English, Spanish and Arabic. The
// language is her footer choice, else her browser's; the server renders the first paint in it,
// right to left for Arabic, and the choice stays when she signs in.
import { describe, expect } from 'vitest';
import {
  expectNoHorizontalOverflow,
  expectNoSeriousAxeViolations,
  it,
  settle,
  signInContext,
  whenLive,
} from './browser.ts';
import type { Page } from 'playwright-core';
import { api, createMember } from './support.ts';

/** The top bar's links and buttons that lie even partly outside the window (a longer word). */
async function cutOffInBar(page: Page): Promise<string[]> {
  return page.getByRole('banner').evaluate((bar) =>
    Array.from(bar.querySelectorAll<HTMLElement>('a, button'))
      .filter((el) => el.getClientRects().length > 0)
      .filter((el) => {
        const box = el.getBoundingClientRect();
        return box.left < 0 || box.right > window.innerWidth;
      })
      .map((el) => el.textContent ?? el.getAttribute('aria-label') ?? el.tagName),
  );
}

const SHOTS = '/work/shots/v';

describe('languages', () => {
  it('an Arabic browser gets a right-to-left first paint; she switches to Spanish and keeps it after signing in', async ({
    open,
  }) => {
    const tracked = await open({ width: 1280, locale: 'ar' });
    const { page } = tracked;

    // The HTML itself, before any script runs, is Arabic and right to left.
    const html = await (
      await page.request.get('/', { headers: { accept: 'text/html', 'accept-language': 'ar' } })
    ).text();
    expect(html).toMatch(/^<!DOCTYPE html><html lang="ar" dir="rtl"/);
    expect(html).toContain('>القصص</a>');

    await page.goto('/');
    expect(await page.evaluate(() => [document.documentElement.lang, document.dir])).toEqual([
      'ar',
      'rtl',
    ]);
    // Mirrored on screen: the main row reads from the right, Home first.
    const nav = page.getByRole('navigation', { name: 'التنقل الرئيسي' });
    const home = await nav.getByRole('link', { name: 'الرئيسية' }).boundingBox();
    const stories = await nav.getByRole('link', { name: 'القصص' }).boundingBox();
    expect(home!.x).toBeGreaterThan(stories!.x);
    // The home page speaks Arabic too.
    expect(
      await page
        .getByRole('heading', { level: 1, name: 'قصص ودوائر ودعم للنساء، من النساء أنفسهن.' })
        .isVisible(),
    ).toBe(true);
    expect(await page.locator('main').getAttribute('lang')).toBeNull();
    await settle(tracked);
    await expectNoHorizontalOverflow(page);
    expect(await cutOffInBar(page)).toEqual([]);
    await expectNoSeriousAxeViolations(page);
    await page
      .getByRole('navigation', { name: 'التنقل الرئيسي' })
      .getByRole('link', { name: 'القصص' })
      .click();
    // Every page of the site speaks it now: /stories too, mirrored, its main not marked English.
    await expect
      .poll(() => page.getByRole('heading', { level: 1, name: 'القصص' }).isVisible())
      .toBe(true);
    expect(await page.locator('main').getAttribute('lang')).toBeNull();
    expect(
      await page.evaluate(() => getComputedStyle(document.querySelector('main')!).direction),
    ).toBe('rtl');

    // The footer's switch: Spanish, from the first paint of the next page on.
    await page.getByRole('combobox', { name: 'اللغة' }).selectOption('es');
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('es');
    expect(await page.evaluate(() => document.dir)).toBe('ltr');
    await expect
      .poll(() => page.getByRole('link', { name: 'Iniciar sesión' }).first().isVisible())
      .toBe(true);
    // Longer words than English's, and the top bar still holds them all.
    expect(await cutOffInBar(page)).toEqual([]);

    // She signs in on this browser (its session cookie, as the sign-in form leaves it; the form's
    // own journey is accounts.e2e.ts) and the site stays in Spanish: she has no language of her
    // own, so the browser's choice holds.
    const member = await createMember('Lucia', 'Lengua');
    await signInContext(tracked.context, member);
    await page.goto('/stories');
    // Hers: the top bar has her Messages, in Spanish.
    await expect.poll(() => page.getByRole('link', { name: 'Mensajes' }).isVisible()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');
    expect(await page.getByRole('navigation', { name: 'Principal' }).textContent()).toContain(
      'Historias',
    );
    await settle(tracked);
    expect(tracked.problems).toEqual([]);
  });

  it("a member's choice in the footer is hers on every device she signs in on", async ({
    open,
  }) => {
    const member = await createMember('Amal', 'Arabiya');
    const first = await open({ as: member });
    await first.page.goto('/');
    await whenLive(first.page);
    await first.page.getByRole('combobox', { name: 'Language' }).selectOption('ar');
    await expect.poll(() => first.page.evaluate(() => document.documentElement.lang)).toBe('ar');
    // The server keeps it with her settings.
    const { data } = await api<{ data: { preferences: { language: string | null } } }>(
      'GET',
      '/users/me/preferences',
      member.token,
    );
    expect(data.preferences.language).toBe('ar');

    // Another browser of hers, in English and with no choice of its own: Arabic from the first
    // paint, and her settings say so.
    const second = await open({ as: member });
    const html = await (
      await second.page.request.get('/settings', { headers: { accept: 'text/html' } })
    ).text();
    expect(html).toMatch(/^<!DOCTYPE html><html lang="ar" dir="rtl"/);
    await second.page.goto('/settings');
    await expect
      .poll(() => second.page.getByRole('combobox', { name: 'لغتكِ' }).inputValue())
      .toBe('العربية');
    await settle(second);
    await expectNoSeriousAxeViolations(second.page);
    expect([...first.problems, ...second.problems]).toEqual([]);
  });

  it('the home page in Arabic and Spanish at 390 px, looked at', async ({ open }) => {
    for (const locale of ['ar', 'es']) {
      const tracked = await open({ width: 390, height: 844, locale });
      await tracked.page.goto('/');
      await settle(tracked);
      await expectNoHorizontalOverflow(tracked.page);
      await tracked.page.screenshot({ path: `${SHOTS}/home-${locale}-390.png` });
      await tracked.page.getByRole('contentinfo').screenshot({
        path: `${SHOTS}/footer-${locale}-390.png`,
      });
      expect(tracked.problems).toEqual([]);
    }
  });
});
