// The one fixture every journey uses: `it` from here gives each test `open()`, which opens a
// tracked page in a fresh context of the file's browser and closes it when the test ends.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type Page,
  type Request,
} from 'playwright-core';
import AxeBuilder from '@axe-core/playwright';
import { expect, inject, it as base } from 'vitest';

export function chromiumPath(): string {
  const candidates = [
    process.env.CHROMIUM_PATH,
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
  ].filter(Boolean) as string[];
  for (const candidate of candidates) if (fs.existsSync(candidate)) return candidate;
  try {
    return execFileSync('sh', ['-c', 'command -v chromium || command -v chromium-browser'], {
      encoding: 'utf8',
    }).trim();
  } catch {
    throw new Error(
      "Debian's Chromium is not installed: `apt-get install -y chromium` (npm test does this when it may).",
    );
  }
}

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), headless: true, args: CHROMIUM_ARGS });
}

export const baseUrl = () => inject('baseUrl');

/** A signed-in member as the app stores her: the REST login's token and user. */
export interface Session {
  token: string;
  user: Record<string, unknown>;
}

export interface TrackedPage {
  page: Page;
  context: BrowserContext;
  /** Console errors, page errors and failed requests seen so far. */
  problems: string[];
  /** Requests sent and not yet answered, live streams (EventSource) aside. */
  inFlight: Set<Request>;
  /** Live streams (EventSource) the server has answered, reconnections included. */
  streamsOpened: () => number;
}

export interface PageOptions {
  width?: number;
  height?: number;
  /** Another server than the journeys' one. */
  baseURL?: string;
  /** Signed in as this member before any page of the context loads. */
  as?: Session;
  /**
   * False: her session in storage only, not in the cookie page requests carry, as for a member
   * signed in before the cookie existed: her first page comes as a visitor's, and becomes hers.
   */
  pageCookie?: boolean;
  /** The reader's time zone (the machine's when unset). */
  timezoneId?: string;
  /** False: a browser that runs no script, to see what the HTML alone shows. */
  javaScriptEnabled?: boolean;
  /** The browser's language (its Accept-Language), e.g. "ar"; English unless said. */
  locale?: string;
}

/**
 * Puts a member's session where the app keeps it, before any page of the context loads: the token
 * and user in storage, and the token's copy in the cookie page requests carry (lib/session.ts).
 */
export async function signInContext(
  context: BrowserContext,
  member: Session,
  { baseURL = baseUrl(), pageCookie = true }: { baseURL?: string; pageCookie?: boolean } = {},
): Promise<void> {
  if (pageCookie)
    await context.addCookies([
      { name: 'hc_session', value: member.token, url: baseURL, sameSite: 'Lax' },
    ]);
  await context.addInitScript(
    ([token, user]) => {
      localStorage.setItem('authToken', token);
      localStorage.setItem('userData', user);
    },
    [member.token, JSON.stringify(member.user)] as const,
  );
}

/** A page in a fresh context that records console errors (including CSP violations) and failed calls. */
async function openPage(browser: Browser, options: PageOptions = {}): Promise<TrackedPage> {
  const { width = 1280, height = 900, baseURL = baseUrl(), as } = options;
  const { timezoneId, javaScriptEnabled, locale } = options;
  const context = await browser.newContext({
    baseURL,
    viewport: { width, height },
    timezoneId,
    javaScriptEnabled,
    // Not the machine's: a journey reads the English texts wherever it runs.
    locale: locale ?? 'en-US',
  });
  if (as) await signInContext(context, as, { baseURL, pageCookie: options.pageCookie });
  await listenForLive(context);
  const page = await context.newPage();
  const problems: string[] = [];
  const inFlight = new Set<Request>();
  page.on('console', (message) => {
    // An unknown address answers HTTP 404 with the not-found page, which Chrome reports as a
    // resource that failed to load.
    if (/status of 404/.test(message.text()) && message.location().url === page.url()) return;
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('request', (request) => {
    if (request.resourceType() !== 'eventsource') inFlight.add(request);
  });
  page.on('requestfinished', (request) => inFlight.delete(request));
  page.on('requestfailed', (request) => inFlight.delete(request));
  let streamsOpened = 0;
  page.on('response', (response) => {
    if (response.status() >= 500) problems.push(`HTTP ${response.status()} ${response.url()}`);
    if (response.request().resourceType() === 'eventsource' && response.ok()) streamsOpened += 1;
  });
  return { page, context, problems, inFlight, streamsOpened: () => streamsOpened };
}

export type OpenPage = (options?: PageOptions) => Promise<TrackedPage>;

/** `it` with the journeys' fixtures: one browser per file, and `open()` for the test's pages. */
export const it = base
  // eslint-disable-next-line no-empty-pattern -- Vitest reads a fixture's needs from this pattern
  .extend('browser', { scope: 'file' }, async ({}, { onCleanup }) => {
    const browser = await launchBrowser();
    onCleanup(() => browser.close());
    return browser;
  })
  .extend('open', async ({ browser }, { onCleanup }): Promise<OpenPage> => {
    const contexts: BrowserContext[] = [];
    onCleanup(async () => {
      for (const context of contexts) await context.close();
    });
    return async (options) => {
      const tracked = await openPage(browser, options);
      contexts.push(tracked.context);
      return tracked;
    };
  });

/** For whenLive: records the page's own announcement that it is live (hc:live, usePageTitle). */
export async function listenForLive(context: BrowserContext): Promise<void> {
  await context.addInitScript(() =>
    document.addEventListener('hc:live', () => {
      (window as { __hcLive?: boolean }).__hcLive = true;
    }),
  );
}

/**
 * Waits until the page is live (it said so: hc:live, usePageTitle) and React has nothing left to
 * do: the moment a page the server rendered, which shows its fields before React has them, is
 * fully React's.
 */
export async function whenLive(page: Page, timeout?: number): Promise<void> {
  await page.waitForFunction(() => (window as { __hcLive?: boolean }).__hcLive === true, null, {
    timeout,
  });
  await page.evaluate(
    () => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 1000 })),
  );
}

/**
 * Waits until the page has nothing left to say: no request in flight and its main thread idle,
 * polled until both hold at once, so that a failure arriving after the first paint is recorded.
 */
export async function settle({
  page,
  inFlight,
}: Omit<TrackedPage, 'streamsOpened'>): Promise<void> {
  await expect
    .poll(async () => {
      await page.evaluate(
        () => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 1000 })),
      );
      return inFlight.size;
    })
    .toBe(0);
}

/** Waits until the page shows this colour scheme (Mantine's attribute on <html>). */
export async function expectColorScheme(page: Page, scheme: 'light' | 'dark'): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.dataset.mantineColorScheme))
    .toBe(scheme);
}

/** Taps the header's theme toggle and waits for the dark scheme: the page answers a tap. */
export async function switchToDark(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await expectColorScheme(page, 'dark');
}

/** Menus, dialogs, drawers and toasts fade: contrast is read once they are done (spinners aside). */
export async function transitionsDone(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document.getAnimations().filter((a) => a.effect?.getTiming().iterations !== Infinity)
        .length === 0,
  );
}

/**
 * What axe finds on the page as it is now, once transitions are done: each violation with its
 * impact, its rule and up to three of the elements it names.
 */
export async function axeViolations(
  page: Page,
  impacts: readonly string[] = ['minor', 'moderate', 'serious', 'critical'],
): Promise<string[]> {
  // Half-faded text fails the contrast check: a drawer still opening is not a violation.
  await transitionsDone(page);
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => impacts.includes(v.impact ?? ''))
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(' | ')}`,
    );
}

export async function expectNoSeriousAxeViolations(page: Page): Promise<void> {
  expect(await axeViolations(page, ['serious', 'critical'])).toEqual([]);
}

export async function expectNoHorizontalOverflow(page: Page): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

export function uniqueEmail(prefix = 'member'): string {
  return `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

/** Fills and sends a sign-in form (the members' page and the admin portal's have the same). */
export async function signInWithForm(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

/** The client build's manifest: which built file each source became. */
export const clientManifest = JSON.parse(
  fs.readFileSync(path.resolve(import.meta.dirname, '../client/dist/.vite/manifest.json'), 'utf8'),
) as Record<string, { file: string; isEntry?: boolean; imports?: string[] }>;
export const entryFile = Object.values(clientManifest).find((chunk) => chunk.isEntry)!.file;

/**
 * Waits until the member's live stream is open (the server answered it, so it hears what is sent
 * from now on) and the page has settled: the stream's start has its consumers read their data
 * again (features/live), and what they show is then what the live events change.
 */
export async function streamOpen(tracked: TrackedPage): Promise<void> {
  await expect.poll(() => tracked.streamsOpened(), { timeout: 10_000 }).toBeGreaterThan(0);
  await settle(tracked);
}

/**
 * The checks a journey runs on a page it shows: settled, no sideways overflow, no serious axe
 * violation; with SHOTS_DIR set, a full-page screenshot named `${name}-${width}.png` for review.
 */
export async function checkPage(tracked: TrackedPage, name: string, width: number): Promise<void> {
  await settle(tracked);
  await expectNoHorizontalOverflow(tracked.page);
  await expectNoSeriousAxeViolations(tracked.page);
  const shots = process.env.SHOTS_DIR;
  if (shots) {
    fs.mkdirSync(shots, { recursive: true });
    await tracked.page.screenshot({ path: `${shots}/${name}-${width}.png`, fullPage: true });
  }
}
