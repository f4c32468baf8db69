// Every page arrives as HTML with its content: the router renders it on the server for each
// request (client/src/entry-server.tsx, server/src/http/pages.ts), and the browser hydrates the
// same tree (client/src/main.tsx).
import { describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { baseUrl, it, settle, switchToDark, whenLive } from './browser.ts';
import { createMember } from './support.ts';

/** A public path, its heading and a line of its main text (as HTML writes them). */
const PAGES: [string, string, string][] = [
  [
    '/',
    'Stories, circles and support for women, by women.',
    'Read honest stories, join groups that get it',
  ],
  ['/stories', 'Stories', 'Share Your Story'],
  ['/about', 'About Us', 'HerCircle exists so that no woman has to figure it out alone'],
  [
    '/career-finance/finance',
    'Finance',
    'Budgets, debt, pensions and money conversations, in plain words.',
  ],
  ['/sign-in', 'Sign in', 'Email'],
];

/** The public pages that show the same to every visitor. */
const PUBLIC_PAGES = [
  '/',
  '/stories',
  '/events',
  '/community',
  '/about',
  '/contact',
  '/podcast',
  '/shop',
  '/publications',
  '/resources',
  '/top-stories',
  '/unfiltered',
  '/health-lifestyle',
  '/health-lifestyle/beauty',
  '/career-finance',
  '/career-finance/finance',
  '/privacy-policy',
  '/sign-in',
  '/create-account',
];

async function html(path: string): Promise<string> {
  const res = await fetch(`${baseUrl()}${path}`, { headers: { accept: 'text/html' } });
  expect(res.status, path).toBe(200);
  return res.text();
}

const rootOf = (page: string) => page.slice(page.indexOf('<div id="root">'));

describe('pages rendered by the server', () => {
  it('arrive with their heading and main text, before any script runs', async () => {
    for (const [path, heading, text] of PAGES) {
      const body = rootOf(await html(path));
      expect(body.match(/<h1[^>]*>([^<]*)</)?.[1], path).toContain(heading);
      expect(body, path).toContain(text);
    }
  });

  it('carry their own document title, as the page sets it once running', async () => {
    for (const [path, title] of [
      ['/', 'HerCircle'],
      ['/about', 'About Us · HerCircle'],
      ['/stories', 'Stories · HerCircle'],
    ] as const) {
      expect((await html(path)).match(/<title>([^<]*)<\/title>/)?.[1], path).toBe(title);
    }
  });

  it('render a page with a search too, and send a visitor from a member’s page to sign in', async () => {
    expect(await html('/stories?share=true')).toContain('<h1');
    const res = await fetch(`${baseUrl()}/profile`, {
      headers: { accept: 'text/html' },
      redirect: 'manual',
    });
    expect(res.status).toBe(307);
    expect(res.headers.get('location')).toBe('/sign-in?redirect=%2Fprofile');
  });

  it('answer an unknown address with the not-found page and HTTP 404', async () => {
    const res = await fetch(`${baseUrl()}/no-such-page`, { headers: { accept: 'text/html' } });
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('Oops! Page not found');
  });

  it('paint in their final layout from the HTML and its stylesheets alone: nothing on the first screen moves once the scripts run', async ({
    open,
  }) => {
    // Where the first screen's headings, text, links and buttons sit, once the fonts are in.
    const layout = (page: Page) =>
      page.evaluate(async () => {
        await document.fonts.ready;
        const seen = new Map<string, number>();
        return Array.from(document.querySelectorAll('main :is(h1, h2, h3, p, a, button)'))
          .map((element) => {
            const box = element.getBoundingClientRect();
            // Named by its tag, its text (or label) and how many came before it with that name.
            const text = element.textContent?.trim() || element.getAttribute('aria-label');
            const name = `${element.tagName} ${text?.slice(0, 30)}`;
            seen.set(name, (seen.get(name) ?? 0) + 1);
            return {
              name: `${name} #${seen.get(name)}`,
              top: Math.round(box.top),
              left: Math.round(box.left),
              width: Math.round(box.width),
            };
          })
          .filter((box) => box.top < window.innerHeight);
      });
    const moved: string[] = [];
    for (const width of [390, 1280]) {
      const html = await open({ width, height: 844, javaScriptEnabled: false });
      const live = await open({ width, height: 844 });
      for (const path of PUBLIC_PAGES) {
        await html.page.goto(path);
        await live.page.goto(path);
        await whenLive(live.page);
        const [before, after] = [await layout(html.page), await layout(live.page)];
        expect(before.length, path).toBeGreaterThan(0);
        // By name: what arrives later (a list's answer) may add elements, and must move none.
        for (const box of before) {
          const now = after.find((other) => other.name === box.name);
          if (JSON.stringify(box) !== JSON.stringify(now))
            moved.push(`${width} ${path}: ${JSON.stringify(box)} -> ${JSON.stringify(now)}`);
        }
      }
    }
    expect(moved).toEqual([]);
  }, 180_000);

  it('hydrate with no console error or warning, in the light and the dark scheme', async ({
    open,
  }) => {
    const { page, context, problems } = await open();
    page.on('console', (message) => {
      if (message.type() === 'warning') problems.push(`warning: ${message.text()}`);
    });
    for (const scheme of ['light', 'dark']) {
      await context.addInitScript((s) => localStorage.setItem('hercircle-color-scheme', s), scheme);
      for (const path of PUBLIC_PAGES) {
        await page.goto(path);
        await settle({ page, inFlight: new Set(), context, problems });
        expect(
          await page.evaluate(() => document.documentElement.dataset.mantineColorScheme),
          path,
        ).toBe(scheme);
      }
    }
    expect(problems).toEqual([]);
  }, 120_000);

  it('hydrate without a mismatch on a slow phone', async ({ open }) => {
    // A mismatch shows as React error 418 (the page rendered afresh). A fresh tab each time: with nothing cached the timing varies, so each path is tried thrice.
    const problems: string[] = [];
    for (let round = 0; round < 3; round++) {
      for (const path of ['/stories', '/community', '/']) {
        const tab = await open({ width: 390, height: 844 });
        const cdp = await tab.context.newCDPSession(tab.page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
        await tab.page.goto(path);
        await settle(tab);
        problems.push(...tab.problems.map((p) => `${path}: ${p}`));
        await tab.context.close();
      }
    }
    expect(problems).toEqual([]);
  }, 180_000);

  it('answer clicks once hydrated: the scheme toggle, a link without a page load', async ({
    open,
  }) => {
    const { page, problems } = await open();
    await page.goto('/');
    // The toggle shows the stored choice only once React owns the page.
    await switchToDark(page);
    await page.evaluate(() => {
      (window as unknown as { marker: number }).marker = 1;
    });
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Stories' })
      .click();
    await page.waitForURL('**/stories');
    await expect
      .poll(() => page.getByRole('heading', { level: 1, name: 'Stories' }).isVisible())
      .toBe(true);
    // Same document: the client router moved, the browser did not load a page.
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    expect(problems).toEqual([]);
  });

  it('a signed-in member loading / sees her own navigation, not the visitor’s', async ({
    open,
  }) => {
    const member = await createMember('Rendered', 'Reader');
    const { page, problems } = await open({ as: member });
    await page.goto('/');
    await expect
      .poll(() =>
        page.getByRole('button', { name: 'Account menu for Rendered Reader' }).isVisible(),
      )
      .toBe(true);
    expect(await page.getByRole('link', { name: 'Join Community' }).count()).toBe(0);
    await settle({ page, inFlight: new Set(), context: page.context(), problems });
    expect(problems).toEqual([]);
  });
});
