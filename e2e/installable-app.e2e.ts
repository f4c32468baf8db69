// The installable app (issue 34): Chromium finds nothing in the way of installing it, and a tab
// open across a deploy is told "Reload for the new version" instead of changing under her. The
// journeys run their own server on a copy of the build, so the deploy (a new service worker)
// touches no other journey's pages.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { chromium, type BrowserContext } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumPath, listenForLive, whenLive } from './browser.ts';
import { E2E_SERVER_ENV } from './server-env.ts';
import { startServerProcess, type ServerProcess } from '../server/test/process.ts';

const builtClient = path.resolve(import.meta.dirname, '../client/dist');
let dist: string;
let site: ServerProcess;
let context: BrowserContext;

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'hercircle-app-'));
  fs.cpSync(builtClient, dist, { recursive: true });
  site = await startServerProcess(inject('e2eDatabaseUrl'), {
    built: true,
    // A secure context for service workers, as a real deployment's https is.
    host: 'localhost',
    env: { ...E2E_SERVER_ENV, CLIENT_DIST: dist },
  });
  // Installing needs a profile of its own: Chromium offers no install in an incognito context.
  context = await chromium.launchPersistentContext(fs.mkdtempSync(path.join(os.tmpdir(), 'hc-')), {
    executablePath: chromiumPath(),
    headless: true,
    args: CHROMIUM_ARGS,
    baseURL: site.url,
  });
  await listenForLive(context);
}, 120_000);
afterAll(async () => {
  await context?.close();
  await site?.stop();
  if (dist) fs.rmSync(dist, { recursive: true, force: true });
});

/** A deploy of a new version: another service worker script, as the server sends it. */
function deployNewWorker() {
  const file = path.join(dist, 'sw.js');
  const script = `${fs.readFileSync(file, 'utf8')}\n// version ${Date.now()}\n`;
  fs.writeFileSync(file, script);
  fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(script));
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(script));
}

describe('the installable app', () => {
  it('names its manifest in the page the server sends, and Chromium finds no installability error', async () => {
    const html = await (await fetch(`${site.url}/`)).text();
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest"');
    const manifest = (await (await fetch(`${site.url}/manifest.webmanifest`)).json()) as {
      name: string;
      start_url: string;
      display: string;
      icons: { sizes: string }[];
    };
    expect(manifest).toMatchObject({ name: 'HerCircle', start_url: '/', display: 'standalone' });
    expect(manifest.icons.map((i) => i.sizes)).toEqual(
      expect.arrayContaining(['192x192', '512x512']),
    );

    const page = await context.newPage();
    await page.goto('/');
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
    await page.close();
  }, 60_000);

  it('tells an open tab about a new version and reloads into it when she chooses', async () => {
    const page = await context.newPage();
    await page.goto('/stories');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    const before = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL);
    const reload = page.getByRole('button', { name: 'Reload for the new version' });
    expect(await reload.count()).toBe(0);

    deployNewWorker();
    // Browsers look for a new worker on navigations and now and then; the tab asks at once.
    await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.update()));
    await reload.waitFor({ timeout: 20_000 });
    expect(await page.getByText('A new version of HerCircle is ready.').count()).toBe(1);
    // Nothing changed under her until she chose.
    expect(new URL(page.url()).pathname).toBe('/stories');

    await Promise.all([page.waitForEvent('load'), reload.click()]);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    expect(await page.getByRole('heading', { level: 1, name: 'Stories' }).count()).toBe(1);
    expect(await reload.count()).toBe(0);
    const waiting = await page.evaluate(() =>
      navigator.serviceWorker.getRegistration().then((r) => r?.waiting ?? null),
    );
    expect(waiting).toBeNull();
    expect(before).toContain('/sw.js');
    await page.close();
  }, 90_000);

  it('says she is offline and keeps the pages she read', async () => {
    const page = await context.newPage();
    await page.goto('/');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await page.goto('/stories');
    await whenLive(page);
    await context.setOffline(true);
    try {
      await page.getByText('You are offline.', { exact: false }).waitFor({ timeout: 10_000 });
      await page.goto('/stories');
      expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
    } finally {
      await context.setOffline(false);
    }
    await page.close();
  }, 60_000);
});
