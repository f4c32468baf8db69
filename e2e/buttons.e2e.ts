// The crawler's second half (e2e/truth-crawl.e2e.ts is the first): on every public page, every visible,
// enabled button does something a visitor can see. Each button is clicked on a freshly loaded
// page, and the page before and after is compared; a button that changes nothing fails the test
// with its page and accessible name.
import { describe, expect } from 'vitest';
import type { Page, Request } from 'playwright-core';
import { it, settle, type TrackedPage } from './browser.ts';
import { api, createMember } from './support.ts';

/** The public pages: every route a signed-out visitor may open (dynamic ones through one id). */
async function publicPages() {
  const member = await createMember('Button', 'Crawler');
  const first = async (path: string, key: string) => {
    const { data } = await api<{ data: Record<string, { id: number }[]> }>(
      'GET',
      path,
      member.token,
    );
    return data[key]![0]!.id;
  };
  const storyId = await first('/stories?limit=1', 'stories');
  const eventId = await first('/events?limit=1', 'events');
  const pages = [
    '/',
    '/about',
    '/account-deletion',
    '/contact',
    '/events',
    `/events/${eventId}`,
    '/podcast',
    '/privacy-policy',
    '/publications',
    '/resources',
    '/shop',
    '/top-stories',
    '/unfiltered',
    '/career-finance',
    '/career-finance/investment',
    '/health-lifestyle',
    '/health-lifestyle/wellness',
    '/community',
    '/community/events',
    '/community/publications',
    '/stories',
    `/stories/${storyId}`,
    '/sign-in',
    '/create-account',
    '/admin/login',
  ];
  return { pages, member, eventId, storyId };
}

/**
 * Buttons not clicked, and why. Leaving the site is not "something on the site", and a visitor's
 * public pages hold nothing destructive; each entry is an accessible name.
 */
const SKIPPED: Record<string, string> = {
  // Replaces the page with a neutral site elsewhere (tested in e2e/quick-exit.e2e.ts).
  'Quick exit': 'leaves the site',
  // A member's: ending her session would sign the rest of the crawl out (e2e/logout.e2e.ts).
  'Log out': 'ends the session',
  'Sign Out': 'ends the session',
  'Sign out of all devices': 'ends the session',
};

/** What a visitor presses: buttons, and the toggles a page draws as chips, switches and tabs. */
const ROLES = ['button', 'checkbox', 'radio', 'switch', 'tab'] as const;
type Role = (typeof ROLES)[number];

/** Buttons repeated on every card of a list, named after their card. */
const PER_ITEM = /^(Download|Buy now|Purchase|Content note|Report)\b/;

interface Candidate {
  role: Role;
  name: string;
  /** Which of the page's visible buttons with this name. */
  nth: number;
  /** In the header or footer, the same on every page: clicked on the first page only. */
  chrome: boolean;
}

/** The enabled controls of an accessibility snapshot, by role and name, in page order. */
function buttonsIn(snapshot: string): { role: Role; name: string; nth: number }[] {
  const found: { role: Role; name: string; nth: number }[] = [];
  const counts = new Map<string, number>();
  for (const raw of snapshot.split('\n')) {
    // A line holding ": " is YAML-quoted: `- 'button "Buy now: Magazine"'`.
    let line = raw.trim().replace(/^- /, '');
    if (line.startsWith("'")) line = line.replace(/^'|':?$/g, '').replace(/''/g, "'");
    const match = /^(\w+)(?: "((?:[^"\\]|\\.)*)")?(.*)$/.exec(line);
    const role = match?.[1] as Role;
    if (!match || !ROLES.includes(role)) continue;
    const name = (match[2] ?? '').replace(/\\(.)/g, '$1');
    const key = `${role} ${name}`;
    const nth = counts.get(key) ?? 0;
    counts.set(key, nth + 1);
    if (!/\[disabled/.test(match[3] ?? '')) found.push({ role, name, nth });
  }
  return found;
}

/**
 * The page's visible, enabled buttons (the accessibility tree holds only visible ones), each name
 * once: a page's repeats of a name (Read more on every card) do the same thing.
 */
async function candidatesOf(page: Page): Promise<Candidate[]> {
  const chrome = new Set<string>();
  for (const landmark of ['banner', 'contentinfo'] as const)
    for (const region of await page.getByRole(landmark).all())
      for (const { role, name } of buttonsIn(await region.ariaSnapshot()))
        chrome.add(`${role} ${name}`);
  // One of each kind: "Buy now: Tote" and "Buy now: Journal" do the same to different things.
  const seen = new Set<string>();
  const kind = (role: Role, name: string) =>
    `${role} ${PER_ITEM.exec(name)?.[0] ?? name.split(': ')[0]}`;
  return buttonsIn(await page.locator('body').ariaSnapshot())
    .filter(({ role, name }) => !seen.has(kind(role, name)) && seen.add(kind(role, name)))
    .map((found) => ({ ...found, chrome: chrome.has(`${found.role} ${found.name}`) }));
}

/** What a visitor could notice: where she is, what is open, what is pressed, what has focus. */
interface Observation {
  url: string;
  overlays: string;
  states: string;
  /** The clicked button's own words and state: a toggle that says what it does next changed. */
  target: string;
  focus: string;
  text: string;
}

function observe(page: Page): Promise<Observation> {
  return page.evaluate(() => {
    const visible = (el: Element) => {
      const box = el.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && getComputedStyle(el).visibility !== 'hidden';
    };
    const overlays = Array.from(
      document.querySelectorAll(
        '[role=dialog], [role=alertdialog], [role=menu], [role=listbox], [role=alert], [role=status], .mantine-Notification-root, .mantine-Popover-dropdown',
      ),
    )
      .filter(visible)
      .map((el) => `${el.getAttribute('role') ?? el.className}:${(el.textContent ?? '').trim()}`)
      .join('\n');
    const STATES = [
      'aria-expanded',
      'aria-pressed',
      'aria-selected',
      'aria-checked',
      'aria-invalid',
      'aria-current',
    ];
    const stateOf = (el: Element) =>
      STATES.map((a) => el.getAttribute(a) ?? '')
        .concat(el instanceof HTMLInputElement ? [String(el.checked), el.type] : [])
        .join(',');
    const states = [
      // The colour scheme and the like live on the root element.
      ...Array.from(document.documentElement.attributes).map((a) => `${a.name}=${a.value}`),
      ...Array.from(
        document.querySelectorAll(STATES.map((a) => `[${a}]`).join(', ') + ', input'),
      ).map(stateOf),
    ].join('|');
    const targetEl = document.querySelector('[data-crawl-target]');
    const target = targetEl
      ? `${targetEl.getAttribute('aria-label') ?? ''}:${targetEl.textContent ?? ''}:${stateOf(targetEl)}`
      : '(gone)';
    const active = document.activeElement;
    const focus =
      !active || active === document.body
        ? 'body'
        : active === targetEl
          ? 'target'
          : `${active.tagName}:${active.getAttribute('aria-label') ?? active.id}`;
    const main = document.querySelector('main');
    return {
      url: location.pathname + location.search + location.hash,
      overlays,
      states,
      target,
      focus,
      text: main ? main.innerText : '',
    };
  });
}

/** What changed between two observations, in a visitor's words, or null for nothing. */
function difference(before: Observation, after: Observation): string | null {
  if (after.url !== before.url) return `went to ${after.url}`;
  if (after.overlays !== before.overlays) return 'opened or told something';
  if (after.target !== before.target) return 'changed itself';
  if (after.states !== before.states) return 'changed a state';
  if (after.focus !== before.focus && after.focus !== 'target' && after.focus !== 'body')
    return `moved focus to ${after.focus}`;
  if (after.text !== before.text) return 'changed the page';
  return null;
}

const UNREAD = /, \d+\+? unread$/;

/**
 * A control's exact name, less the unread count some carry ("Open community chat, 2 unread"):
 * other journeys post in the community room meanwhile, so the count changes between loads.
 */
function nameOf(candidate: Candidate): RegExp {
  const base = candidate.name.replace(UNREAD, '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${base}(${UNREAD.source.slice(0, -1)})?$`);
}

/** Loads `url` as a visitor finds it: its heading shown and its data arrived. */
async function load(tracked: TrackedPage, url: string): Promise<void> {
  await tracked.page.goto(url);
  await tracked.page.locator('h1').first().waitFor({ state: 'visible', timeout: 20_000 });
  await settle(tracked);
}

/**
 * Whether the page has nothing left to do: two frames drawn (what waits for the next frame, as a
 * dialog's opening does, has run), its main thread idle, no transition running (menus, dialogs
 * and toasts fade in) and no call in flight. Read before a look at the page, it means the look
 * shows what the click has led to so far.
 */
async function quiet({ page, inFlight }: TrackedPage): Promise<boolean> {
  const moving = await page.evaluate(async () => {
    for (let frame = 0; frame < 2; frame++) await new Promise(requestAnimationFrame);
    await new Promise((resolve) => requestIdleCallback(resolve, { timeout: 1000 }));
    return document.getAnimations().filter((a) => a.effect?.getTiming().iterations !== Infinity)
      .length;
  });
  return moving === 0 && inFlight.size === 0;
}

/**
 * Clicks one button on a fresh load of `url` (unless the page is fresh already): what it did, or
 * null when it did nothing seen.
 */
async function clickAndSee(
  tracked: TrackedPage,
  url: string,
  candidate: Candidate,
  fresh: boolean,
): Promise<string | null> {
  const { page } = tracked;
  if (!fresh) await load(tracked, url);
  const button = page.getByRole(candidate.role, { name: nameOf(candidate) }).nth(candidate.nth);
  // An earlier press can take a button away for good: once she is Going, Interested is gone.
  if (
    !(await button.waitFor({ timeout: 5_000 }).then(
      () => true,
      () => false,
    ))
  )
    return 'gone after an earlier press';
  const chosen = await button.evaluate((el, role) => {
    el.setAttribute('data-crawl-target', '');
    // A checked checkbox does something when clicked (it unchecks); a checked radio does not.
    if (role === 'radio' || role === 'tab')
      if (el instanceof HTMLInputElement ? el.checked : el.getAttribute('aria-checked') === 'true')
        return true;
    return ['aria-pressed', 'aria-selected', 'aria-current'].some(
      (a) => !['false', null].includes(el.getAttribute(a)),
    );
  }, candidate.role);
  // The filter already chosen (All, when all are shown) has nothing left to do.
  if (chosen) return 'already chosen';
  const before = await observe(page);
  const calls: string[] = [];
  const onRequest = (request: Request) => {
    const { pathname } = new URL(request.url());
    if (/^\/(api|trpc)\//.test(pathname) && request.resourceType() !== 'eventsource')
      calls.push(`${request.method()} ${pathname}`);
  };
  let elsewhere: string | null = null;
  const onDownload = () => (elsewhere = 'downloaded a file');
  const onPopup = () => (elsewhere = 'opened a window');
  const onFileChooser = () => (elsewhere = 'opened the file chooser');
  page.on('request', onRequest);
  page.on('download', onDownload);
  page.on('popup', onPopup);
  page.on('filechooser', onFileChooser);
  try {
    // A chip's input is drawn by its label: she clicks the label. Its id comes from React's useId:
    // should the page render the chip again between reading the id and the click (a page rendered
    // afresh after hydration gets new ids), the id is read once more.
    for (let attempt = 1; ; attempt++) {
      const labelled = await button.evaluate((el) =>
        el instanceof HTMLInputElement && el.labels?.length && el.id ? el.id : null,
      );
      if (!labelled) {
        await button.click({ timeout: 5_000 });
        break;
      }
      try {
        await page.locator(`label[for="${labelled}"]`).click({ timeout: 2_500 });
        break;
      } catch (error) {
        if (attempt === 2) throw error;
      }
    }
    // Answer as soon as something shows. A dialog or a toast takes a few frames, and React
    // reveals a lazily loaded one up to 300 ms after its code arrived, the page idle meanwhile: a
    // button did nothing only if nothing showed within 800 ms and the page has settled since.
    const clickedAt = Date.now();
    let did: string | null = null;
    await expect
      .poll(async () => {
        const settled = Date.now() - clickedAt >= 800 && (await quiet(tracked).catch(() => false));
        const after = await observe(page).catch(() => null);
        if (!after) did = 'navigated';
        else
          did =
            elsewhere ??
            difference(before, after) ??
            (calls.length ? `called ${calls.join(', ')}` : null);
        return did !== null || settled;
      })
      .toBe(true);
    return did;
  } finally {
    page.off('request', onRequest);
    page.off('download', onDownload);
    page.off('popup', onPopup);
    page.off('filechooser', onFileChooser);
  }
}

/** Clicks every control of every page in turn: the dead ones by page, role and name. */
async function crawl(tracked: TrackedPage, pages: string[]) {
  const dead: string[] = [];
  const chromeDone = new Set<string>();
  let clicked = 0;
  for (const url of pages) {
    await load(tracked, url);
    let fresh = true;
    // The options of a row (category chips) do one kind of thing: one not yet chosen is clicked
    // (ListingLayout.test.tsx checks each).
    let optionClicked = false;
    for (const candidate of await candidatesOf(tracked.page)) {
      if (candidate.name in SKIPPED) continue;
      if (candidate.role === 'radio' && optionClicked) continue;
      const key = `${candidate.role} ${candidate.name.replace(UNREAD, '')}`;
      // The header's and footer's controls are the same on every page: clicked once.
      if (chromeDone.has(key)) continue;
      if (candidate.chrome) chromeDone.add(key);
      clicked++;
      const did = candidate.name
        ? await clickAndSee(tracked, url, candidate, fresh)
        : 'has no name';
      fresh = false;
      if (candidate.role === 'radio' && did !== 'already chosen') optionClicked = true;
      if (!did || did === 'has no name') dead.push(`${url}: ${candidate.role} "${candidate.name}"`);
    }
  }
  return { dead, clicked };
}

describe('buttons', () => {
  it('from /, every visible enabled button on every public page does something', async ({
    open,
  }) => {
    const { pages } = await publicPages();
    const tracked = await open({ width: 1280 });
    const { dead, clicked } = await crawl(tracked, pages);
    expect(dead).toEqual([]);
    expect(clicked).toBeGreaterThan(20);
    expect(tracked.problems).toEqual([]);
  }, 300_000);

  // Her own pages and those that grow buttons for her (the share dialog and downloads have their
  // own journeys).
  it('signed in, every button a member gets on the pages that change for her does something', async ({
    open,
  }) => {
    const { member, eventId, storyId } = await publicPages();
    const tracked = await open({ width: 1280, as: member });
    const { dead, clicked } = await crawl(tracked, [
      '/',
      `/events/${eventId}`,
      '/community',
      `/stories/${storyId}`,
      '/profile',
      '/settings',
    ]);
    expect(dead).toEqual([]);
    expect(clicked).toBeGreaterThan(10);
    expect(tracked.problems).toEqual([]);
  }, 300_000);
});
