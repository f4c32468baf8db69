import { describe, expect } from 'vitest';
import type { Page, Request } from 'playwright-core';
import { clientManifest, entryFile, holdEntry, it, switchToDark, uniqueEmail } from './browser.ts';
import { api, createMember, query } from './support.ts';

// No request waterfall before the first paint (issue 14): a page's route code and its data start
// while the entry is still loading, not one after the other.

const manifest = clientManifest;
/** The chunks the entry imports (the browser finds them in the entry itself); none while
 * everything the entry needs at start is built into it (client/vite.config.ts). */
const entryImports = new Set(
  (Object.values(manifest).find((chunk) => chunk.isEntry)!.imports ?? []).map(
    (key) => manifest[key]!.file,
  ),
);
const routeFile = (route: string) => manifest[`src/routes/${route}.tsx?tsr-split=component`]!.file;
/** Toasts and dialogs (client/src/lib/overlays.ts): loaded when first needed. */
const overlaysFile = manifest['src/components/Overlays.tsx']!.file;

/** Whether a tRPC GET asks for this procedure (alone or in a batch). */
function asksFor(request: Request, procedure: string): boolean {
  const url = new URL(request.url());
  return (
    url.pathname.startsWith('/trpc/') &&
    decodeURIComponent(url.pathname.slice('/trpc/'.length)).split(',').includes(procedure)
  );
}

/**
 * Holds back one asset until `released` happens (or a few seconds pass) and tells whether it
 * happened while the asset was held.
 */
function holdUntil(page: Page, file: string, released: (request: Request) => boolean) {
  let seen = false;
  let release = () => {};
  const happened = new Promise<void>((resolve) => (release = resolve));
  page.on('request', (request) => {
    if (released(request)) {
      seen = true;
      release();
    }
  });
  let heldThrough = false;
  void page.route(`**/${file}`, async (route) => {
    await Promise.race([happened, new Promise((resolve) => setTimeout(resolve, 5_000))]);
    heldThrough = seen;
    await route.continue();
  });
  return () => heldThrough;
}

/** Fills the contact form and taps Send, before the page is live. */
async function sendContactEarly(page: Page, email: string, subject: string) {
  await page.getByLabel('Name').fill('Ines Duarte');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Subject').fill(subject);
  await page.getByLabel('Message').fill('Typed before the page was live.');
  await page.getByRole('button', { name: 'Send message' }).click();
  expect(new URL(page.url()).search).toBe('');
}

async function storedContact(email: string) {
  return query<{ name: string; subject: string; message: string }>(
    'SELECT name, subject, message FROM contact_messages WHERE email = $1',
    [email],
  );
}

async function publicGroup() {
  const member = await createMember('Noor', 'Haddad');
  const { data } = await api<{ data: { group: { id: number } } }>(
    'POST',
    '/community/groups',
    member.token,
    {
      name: `Early Risers ${Date.now()}`,
      description: 'Coffee and a walk before work.',
      category: 'Sports & Fitness',
    },
  );
  return { member, id: data.group.id };
}

describe('first load', () => {
  it('a page served as the shell asks for its route code from the HTML, before the entry has loaded', async ({
    open,
  }) => {
    const { member, id } = await publicGroup();
    // Signed in before the page cookie existed: the server cannot render her group page for her.
    const { page, problems } = await open({ as: member, pageCookie: false });
    const chunk = routeFile('community/group.$groupId');
    const routeBeforeEntry = holdUntil(page, entryFile, (r) => r.url().endsWith(`/${chunk}`));
    await page.goto(`/community/group/${id}`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(routeBeforeEntry()).toBe(true);
    expect(problems).toEqual([]);
  });

  it('a prerendered page paints with its scripts held back, and asks for none of the entry’s imports before the entry', async ({
    open,
  }) => {
    const { page, problems } = await open({ width: 390, height: 844 });
    const early: string[] = [];
    let entryArrived = false;
    page.on('request', (request) => {
      const file = new URL(request.url()).pathname.slice(1);
      if (!entryArrived && entryImports.has(file)) early.push(file);
    });
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**/${entryFile}`, async (route) => {
      await released;
      entryArrived = true;
      await route.continue();
    });
    await page.goto('/community', { waitUntil: 'commit' });
    // The page's heading paints from the HTML while the entry is still held back.
    await page.getByRole('heading', { level: 1, name: 'Join Our Community' }).waitFor();
    release();
    // Then the entry loads its imports and the page hydrates: the theme toggle answers.
    await page.waitForLoadState('networkidle');
    await switchToDark(page);
    expect(early).toEqual([]);
    expect(problems).toEqual([]);
  });

  it('a prerendered page asks for no script before it has painted, then loads the ones it names; it preloads only the headings’ font', async ({
    open,
  }) => {
    const { page, problems } = await open({ width: 390, height: 844 });
    for (const path of ['/', '/stories', '/community', '/events']) {
      const html = await (
        await page.request.get(path, { headers: { accept: 'text/html' } })
      ).text();
      expect(html.match(/<script type="module"|<link rel="modulepreload"/g), path).toBeNull();
      const named = JSON.parse(
        /<script type="application\/json" id="hc-scripts">([^<]*)<\/script>/.exec(html)?.[1] ??
          'null',
      ) as { entry: string; preload: string[] } | null;
      expect(named?.entry, path).toBe(`/${entryFile}`);
      expect(named?.preload.length, path).toBeGreaterThan(0);
      if (path === '/') expect(named?.preload).toContain(`/${routeFile('index')}`);
      const fonts = html.match(/<link rel="preload"[^>]*as="font"[^>]*>/g) ?? [];
      expect(fonts, path).toHaveLength(1);
      expect(fonts[0], path).toMatch(/fraunces-latin-600-normal-[^"]*\.woff2/);

      await page.goto(path);
      await page.waitForLoadState('networkidle');
      const { painted, scripts } = await page.evaluate(() => ({
        painted: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
        scripts: performance
          .getEntriesByType('resource')
          .filter((e) => e.name.endsWith('.js') && !e.name.endsWith('/first-paint.js'))
          .map((e) => ({ name: new URL(e.name).pathname, start: e.startTime })),
      }));
      expect(painted, path).toBeGreaterThan(0);
      expect(
        scripts.map((s) => s.name),
        path,
      ).toEqual(expect.arrayContaining([named?.entry, ...(named?.preload ?? [])]));
      for (const script of scripts) expect(script.start, script.name).toBeGreaterThan(painted!);
    }
    expect(problems).toEqual([]);
  });

  it('a browser that reports no paint timing loads them after its first frame, and the page comes alive', async ({
    open,
  }) => {
    const { page, context, problems } = await open({ width: 390, height: 844 });
    await context.addInitScript(() => {
      Object.defineProperty(PerformanceObserver, 'supportedEntryTypes', { get: () => [] });
    });
    await page.goto('/');
    await switchToDark(page);
    expect(problems).toEqual([]);
  });

  it('a tap on a button before the page is live is held (no native form submission) and done once it is', async ({
    open,
  }) => {
    const { page, problems } = await open({ width: 390, height: 844 });
    const { release } = await holdEntry(page);
    await page.goto('/contact', { waitUntil: 'commit' });
    const send = page.getByRole('button', { name: 'Send message' });
    await send.click();
    await send.click();
    // Nothing happened yet, and above all no native submission (a page load with the form's
    // fields in the address).
    expect(await page.getByText('Name is required').count()).toBe(0);
    expect(new URL(page.url()).search).toBe('');
    release();
    await expect.poll(() => page.getByText('Name is required').isVisible()).toBe(true);
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/contact');
    expect(problems).toEqual([]);
  });

  it('what a visitor types before the page is live reaches the form, and her held send goes out with it', async ({
    open,
  }) => {
    const { page, problems } = await open({ width: 390, height: 844 });
    const { release } = await holdEntry(page);
    await page.goto('/contact', { waitUntil: 'commit' });
    const email = uniqueEmail('early');
    await sendContactEarly(page, email, 'Typed early');
    expect(await storedContact(email)).toEqual([]);
    release();
    await expect
      .poll(() => page.getByRole('status').textContent())
      .toContain('We respond within 24-48 hours.');
    expect(await storedContact(email)).toEqual([
      { name: 'Ines Duarte', subject: 'Typed early', message: 'Typed before the page was live.' },
    ]);
    expect(problems).toEqual([]);
  });

  it('a member’s typing and tap on the visitor’s markup are done on her own page once it renders', async ({
    open,
  }) => {
    const member = await createMember('Lina', 'Okafor');
    const { page, problems } = await open({ as: member });
    const { release } = await holdEntry(page);
    await page.goto('/contact', { waitUntil: 'commit' });
    // The visitor's markup, which her page replaces.
    await expect.poll(() => page.getByRole('link', { name: 'Sign In' }).count()).toBeGreaterThan(0);
    const email = uniqueEmail('early-member');
    await sendContactEarly(page, email, 'Typed early, signed in');
    release();
    await expect
      .poll(() => page.getByRole('status').textContent())
      .toContain('We respond within 24-48 hours.');
    expect(await page.getByRole('link', { name: 'Sign In' }).count()).toBe(0);
    expect(await storedContact(email)).toEqual([
      {
        name: 'Ines Duarte',
        subject: 'Typed early, signed in',
        message: 'Typed before the page was live.',
      },
    ]);
    expect(problems).toEqual([]);
  });

  it('a group page asks for its posts and members while its code is still loading', async ({
    open,
  }) => {
    const { member, id } = await publicGroup();
    // As above: her group page comes as the shell (with the cookie, its posts come in the HTML).
    const { page, problems } = await open({ as: member, pageCookie: false });
    let members = false;
    page.on('request', (request) => (members ||= asksFor(request, 'community.members')));
    const postsBeforeCode = holdUntil(page, routeFile('community/group.$groupId'), (r) =>
      asksFor(r, 'community.posts'),
    );
    await page.goto(`/community/group/${id}`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(postsBeforeCode()).toBe(true);
    expect(members).toBe(true);
    expect(problems).toEqual([]);
  });

  it('a page that grows as its data arrives does not move the footer within a phone’s first screen', async ({
    open,
  }) => {
    const { member, id } = await publicGroup();
    const { page, problems } = await open({ as: member });
    await page.addInitScript(() => {
      const w = window as unknown as { shifts: number[] };
      w.shifts = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          w.shifts.push((entry as unknown as { value: number }).value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    // The data comes late, as on a slow phone: the page first shows its placeholders.
    await page.route('**/trpc/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 700));
      await route.continue();
    });
    await page.goto(`/community/group/${id}`);
    await page.getByRole('heading', { level: 1, name: /Early Risers/ }).waitFor();
    await page.getByText('Coffee and a walk before work.').first().waitFor();
    await page.waitForTimeout(500);
    const shifts = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts);
    // Cumulative layout shift: Lighthouse counts 0.1 and above as poor.
    expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThan(0.1);
    expect(problems).toEqual([]);
  });

  it('a visitor’s page loads no toasts or dialogs host; signing in loads it and shows her welcome toast', async ({
    open,
  }) => {
    const member = await createMember('Noor', 'Haddad');
    const { page, problems } = await open({ width: 390, height: 844 });
    let overlaysAsked = false;
    page.on('request', (request) => (overlaysAsked ||= request.url().endsWith(`/${overlaysFile}`)));
    await page.goto('/sign-in');
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1000);
    expect(overlaysAsked).toBe(false);
    await page.getByLabel('Email').fill(member.email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(member.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect.poll(() => page.getByText('Welcome back, Noor.').isVisible()).toBe(true);
    expect(overlaysAsked).toBe(true);
    expect(problems).toEqual([]);
  });
});
