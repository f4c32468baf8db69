// Pages that tell the truth (issue 36): from /, as a visitor and as a member, every same-site link
// is followed. No link in a page's content lands on the page it sits on, no count a page shows
// differs from the list it describes, every link keeps its label's promise (the links crawl of the
// first wave, folded in here so the site is walked once per person), and every story, episode and
// issue opens.
import { describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { baseUrl, it, settle, whenLive, type Session, type TrackedPage } from './browser.ts';
import { createMember } from './support.ts';

interface Link {
  to: string;
  label: string;
  /** In the page's own content (main), not the site's header, menus or footer. */
  inMain: boolean;
  /**
   * Navigation: a link in a nav landmark or marked as the current page (a hub's topic tabs, a
   * period switcher) says where she is; it is not a link that promises another page.
   */
  navigation: boolean;
}

/** Every same-site link of the page (hash-only links stay on the page: not links to a page). */
function linksOf(page: Page): Promise<Link[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLAnchorElement>('a[href]'))
      .filter((a) => !a.getAttribute('href')?.startsWith('#'))
      .filter((a) => a.origin === location.origin)
      .map((a) => ({
        to: a.pathname + a.search,
        label: (a.getAttribute('aria-label') ?? a.textContent ?? '').replace(/\s+/g, ' ').trim(),
        inMain: a.closest('main') !== null,
        navigation: a.closest('nav') !== null || a.getAttribute('aria-current') === 'page',
      })),
  );
}

/** The main heading once it has rendered (data pages render theirs after loading). */
async function headingOf(page: Page): Promise<string> {
  const h1 = page.locator('h1').first();
  await h1.waitFor({ state: 'visible', timeout: 10_000 });
  return (await h1.textContent())?.replace(/\s+/g, ' ').trim() ?? '';
}

/** The main heading of the page the server renders for this address, as the browser would ask. */
async function renderedHeading(page: Page, path: string): Promise<string> {
  const res = await page.request.get(path, { headers: { accept: 'text/html' } });
  const h1 = /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(await res.text());
  if (!res.ok() || !h1) return '(no heading)';
  return h1[1]!
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Links that open one story (a hub's article, a card's story, a news article). */
const OPENS_STORY = /^Read (article|story|full article): /i;
/** What each page shows a count of, found by the accessible label of a link: "Career: 3 stories". */
const COUNTED = /^(.+): (\d[\d,]*) (story|stories)$/;

/** Addresses whose every instance is opened: stories, episodes, issues, events. */
const EVERY = /^\/(stories\/\d+|podcast\/.+|publications\/.+|events\/\d+)$/;
/**
 * Other addresses with an id are opened a few times each in the browser: a member page is a member
 * page. Of the addresses opened every time, the first few of each shape are opened in the browser
 * too and the rest are asked of the server as she would (her cookie), their heading read from the
 * page it renders: every story still opens, in a fraction of the time.
 */
const SAMPLED_PER_SHAPE = 3;
/** Files, not pages (an issue's PDF, an episode's audio, the podcast feed): each must answer. */
const FILE = /^\/api\/|\.(xml|mp3|m4a|pdf)(\?|$)/;
/** Never followed: signing out or away, and the admin portal (its own journeys). */
const SKIP = /^\/(admin|api\/v1\/auth|account-deletion\/cancel)/;

// What a label promises of the page it opens: "View All Publications" opens a page about publications.
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const PROMISES: [RegExp, (label: string) => RegExp][] = [
  [/^View All (.+)$/i, (label) => new RegExp(label.split(' ').at(-1) ?? '', 'i')],
  // "Read full article: Title", a hub's "Read article: Title", a related "Read story: Title" open
  // that story, under its own title.
  [OPENS_STORY, (label) => new RegExp(`^${escape(label.replace(OPENS_STORY, ''))}$`)],
];
// Only calls to sign in or join may open the sign-in and create-account forms, and an event's
// "Get Tickets", which the issue sends a visitor to sign in and back (issue 35).
const ACCOUNT_WORDS = /sign|join|account|register|log ?in|get tickets/i;

/** Links whose label promises a page they don't open, and sign-in links that don't say so. */
function brokenPromises({ found, headings }: Crawl): string[] {
  const wrong: string[] = [];
  for (const link of found) {
    const heading = headings.get(link.to);
    if (heading === undefined) continue;
    for (const [pattern, promise] of PROMISES)
      if (pattern.test(link.label) && !promise(link.label).test(heading))
        wrong.push(`"${link.label}" on ${link.from} opens ${link.to} ("${heading}")`);
    if (/^\/(sign-in|create-account)\b/.test(link.to) && !ACCOUNT_WORDS.test(link.label))
      wrong.push(`"${link.label}" on ${link.from} opens ${link.to}`);
  }
  return wrong;
}

const shapeOf = (path: string) => path.replace(/\d+/g, ':id').replace(/\?.*$/, '');

interface Crawl {
  headings: Map<string, string>;
  found: (Link & { from: string })[];
  wrong: string[];
  /** Files linked from the media pages (a PDF, an audio file): each must answer. */
  files: Set<string>;
}

async function crawl(tracked: TrackedPage): Promise<Crawl> {
  const { page } = tracked;
  const headings = new Map<string, string>();
  const found: Crawl['found'] = [];
  const wrong: string[] = [];
  const files = new Set<string>();
  const shapes = new Map<string, number>();
  const fetched = new Set<string>();
  const queue = ['/'];
  while (queue.length) {
    const path = queue.shift() as string;
    if (headings.has(path)) continue;
    await page.goto(path);
    headings.set(path, await headingOf(page).catch(() => '(no heading)'));
    // Links and counts drawn from data come after their requests: the page says when it is live,
    // and then its requests are answered (its live stream aside, which never ends).
    await whenLive(page).catch(() => undefined);
    await settle(tracked);
    const here = new URL(page.url());
    for (const link of await linksOf(page)) {
      found.push({ from: path, ...link });
      if (link.inMain && !link.navigation && link.to === here.pathname + here.search)
        wrong.push(`"${link.label}" on ${path} links to the page it sits on`);
      if (FILE.test(link.to)) {
        if (/^\/(podcast|publications)/.test(path)) files.add(link.to);
        continue;
      }
      if (SKIP.test(link.to) || headings.has(link.to) || queue.includes(link.to)) continue;
      const shape = shapeOf(link.to);
      if (shape !== link.to.replace(/\?.*$/, '')) {
        const seen = shapes.get(shape) ?? 0;
        if (seen >= SAMPLED_PER_SHAPE) {
          if (EVERY.test(link.to.replace(/\?.*$/, ''))) fetched.add(link.to);
          continue;
        }
        shapes.set(shape, seen + 1);
      }
      queue.push(link.to);
    }
    // A story page's comment count is the comments it lists.
    const comments = await page
      .getByRole('heading', { name: /^Comments \(\d+\)$/ })
      .textContent({ timeout: 500 })
      .catch(() => null);
    if (comments) {
      const shown = Number(/\((\d+)\)/.exec(comments)![1]);
      const listed = await page.locator('li[id^="comment-"]').count();
      if (shown !== listed) wrong.push(`${path} says ${comments} and lists ${listed}`);
    }
  }
  for (const path of fetched)
    if (!headings.has(path)) headings.set(path, await renderedHeading(page, path));
  for (const [path, heading] of headings)
    if (heading === '(no heading)' || /not found/i.test(heading))
      wrong.push(`${path} does not open: "${heading}"`);
  return { headings, found, wrong, files };
}

/** Every count a link names ("Career: 3 stories") is the number of stories the page it opens lists. */
function countsThatDiffer({ found }: Crawl): string[] {
  const wrong: string[] = [];
  for (const link of found) {
    const counted = COUNTED.exec(link.label);
    if (!counted) continue;
    const said = Number(counted[2]!.replace(/,/g, ''));
    const listed = new Set(
      found.filter((l) => l.from === link.to && OPENS_STORY.test(l.label)).map((l) => l.to),
    ).size;
    if (said !== listed)
      wrong.push(`"${link.label}" on ${link.from}: ${link.to} lists ${listed} stories`);
  }
  return wrong;
}

/** What the crawl must have opened: every story, and whatever the media pages link to. */
function expectEverythingOpened(result: Crawl): void {
  const { headings, found } = result;
  const stories = [...headings.keys()].filter((p) => /^\/stories\/\d+$/.test(p));
  // The demo's community stories, articles, news and Unfiltered stories.
  expect(stories.length).toBeGreaterThan(30);
  for (const from of ['/', '/stories', '/unfiltered', '/podcast', '/publications'])
    expect(headings.has(from), `${from} was crawled`).toBe(true);
  // Every Unfiltered story and featured story opens its own page.
  for (const from of ['/', '/unfiltered']) {
    const opened = found.filter((l) => l.from === from && OPENS_STORY.test(l.label));
    expect(opened.length, `stories linked from ${from}`).toBeGreaterThan(0);
    for (const l of opened) expect(headings.get(l.to), l.to).toBe(l.label.replace(OPENS_STORY, ''));
  }
  // Whatever /podcast and /publications link to (episodes, issues) opened above.
  for (const link of found.filter((l) => /^\/(podcast|publications)/.test(l.from) && l.inMain))
    if (!FILE.test(link.to) && !SKIP.test(link.to))
      expect(headings.has(link.to) || !EVERY.test(link.to), link.to).toBe(true);
}

async function filesThatFail(files: Set<string>, member: Session | null): Promise<string[]> {
  const wrong: string[] = [];
  for (const file of files) {
    const res = await fetch(`${baseUrl()}${file}`, {
      headers: member ? { authorization: `Bearer ${member.token}` } : {},
      redirect: 'manual',
    });
    await res.body?.cancel();
    if (res.status !== 200 && res.status !== 206) wrong.push(`${file} answers ${res.status}`);
  }
  return wrong;
}

describe('a crawl of every same-site link from /', () => {
  for (const who of ['visitor', 'member'] as const)
    it(`as a ${who}: no link to its own page, no count that differs from its list, everything opens`, async ({
      open,
    }) => {
      const member = who === 'member' ? await createMember('Tess', 'Truth') : null;
      const tracked = await open({ width: 1280, ...(member && { as: member }) });
      const { problems } = tracked;
      const result = await crawl(tracked);
      const wrong = [
        ...result.wrong,
        ...countsThatDiffer(result),
        ...brokenPromises(result),
        ...(await filesThatFail(result.files, member)),
      ];
      expect([...new Set(wrong)]).toEqual([]);
      expectEverythingOpened(result);
      // The category tiles were counted, and the promises checked: Top Media Stories links each
      // article to its page, and each topic page links its articles to theirs.
      expect(result.found.filter((l) => COUNTED.test(l.label)).length).toBeGreaterThan(0);
      // (A member's home is her own page, without Top Media Stories.)
      if (who === 'visitor')
        expect(
          result.found.filter((l) => /^Read full article: /i.test(l.label)).length,
        ).toBeGreaterThan(0);
      expect(
        result.found.filter(
          (l) => /^\/health-lifestyle\/./.test(l.from) && /^Read article: /.test(l.label),
        ).length,
      ).toBeGreaterThan(0);
      expect(problems).toEqual([]);
    }, 600_000);
});
