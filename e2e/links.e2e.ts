import { describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { it, whenLive } from './browser.ts';

/** A same-site link as a visitor meets it: where it goes and what it says. */
interface FoundLink {
  from: string;
  to: string;
  label: string;
}

/** Every same-site link of the page, by path and query (hash aside), with its accessible label. */
function linksOf(page: Page): Promise<{ to: string; label: string }[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLAnchorElement>('a[href]'))
      // In-page links (the skip link) stay on the page: not a link to another page.
      .filter((a) => !a.getAttribute('href')?.startsWith('#'))
      .filter((a) => a.origin === location.origin && !a.pathname.startsWith('/api/'))
      .map((a) => ({
        to: a.pathname + a.search,
        label: (a.getAttribute('aria-label') ?? a.textContent ?? '').replace(/\s+/g, ' ').trim(),
      })),
  );
}

/** The page's main heading once it has rendered (data pages render theirs after loading). */
async function headingOf(page: Page): Promise<string> {
  const h1 = page.locator('h1').first();
  await h1.waitFor({ state: 'visible', timeout: 10_000 });
  return (await h1.textContent())?.replace(/\s+/g, ' ').trim() ?? '';
}

// What a label promises of the page it opens: "View All Publications" opens a page about publications.
const PROMISES: [RegExp, (label: string) => RegExp][] = [
  [/^View All (.+)$/i, (label) => new RegExp(label.split(' ').at(-1) ?? '', 'i')],
  // "Read full article: Title" opens that article, under its own title.
  [
    /^Read full article: /i,
    (label) =>
      new RegExp(
        `^${label.replace(/^Read full article: /i, '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`,
      ),
  ],
  // A hub's article card ("Read article: Title") and a related story ("Read story: Title") too.
  [
    /^Read (article|story): /i,
    (label) =>
      new RegExp(
        `^${label.replace(/^Read (article|story): /i, '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`,
      ),
  ],
];
// Only calls to sign in or join may open the sign-in and create-account forms, and an event's
// "Get Tickets", which the issue sends a visitor to sign in and back (issue 35).
const ACCOUNT_WORDS = /sign|join|account|register|log ?in|get tickets/i;

describe('links on public pages', () => {
  it('from /, every same-site link opens a real page that keeps its label’s promise', async ({
    open,
  }) => {
    const { page, problems } = await open({ width: 1280 });
    const headings = new Map<string, string>();
    const found: FoundLink[] = [];
    const queue = ['/'];
    while (queue.length) {
      const path = queue.shift() as string;
      if (headings.has(path)) continue;
      await page.goto(path);
      headings.set(path, await headingOf(page).catch(() => '(no heading)'));
      // Links drawn from data (Read Full Article) come after their request: the page says when it
      // is live (waiting for an idle network instead cost ten seconds on a page that streams).
      await whenLive(page).catch(() => undefined);
      for (const link of await linksOf(page)) {
        found.push({ from: path, ...link });
        if (!headings.has(link.to) && !queue.includes(link.to)) queue.push(link.to);
      }
    }
    const wrong: string[] = [];
    for (const [path, heading] of headings)
      if (heading === '(no heading)' || /Page not found/.test(heading))
        wrong.push(`${path}: ${heading}`);
    for (const link of found) {
      const heading = headings.get(link.to) ?? '';
      for (const [pattern, promise] of PROMISES)
        if (pattern.test(link.label) && !promise(link.label).test(heading))
          wrong.push(`"${link.label}" on ${link.from} opens ${link.to} ("${heading}")`);
      if (/^\/(sign-in|create-account)\b/.test(link.to) && !ACCOUNT_WORDS.test(link.label))
        wrong.push(`"${link.label}" on ${link.from} opens ${link.to}`);
    }
    expect([...new Set(wrong)]).toEqual([]);
    expect(headings.size).toBeGreaterThan(20);
    // The demo articles are published: Top Media Stories links each to its page.
    expect(found.filter((l) => /^Read full article: /i.test(l.label)).length).toBeGreaterThan(0);
    // So are the hubs' articles: each topic page links its articles to their pages.
    expect(
      found.filter((l) => /^\/health-lifestyle\/./.test(l.from) && /^Read article: /.test(l.label))
        .length,
    ).toBeGreaterThan(0);
    expect(problems).toEqual([]);
  }, 240_000);
});
