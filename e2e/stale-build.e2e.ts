// A tab left open across a deploy: the build it loaded names chunks by their hash, and the new
// build's server no longer has them. TanStack Router's lazy route components reload the page once
// when their chunk fails to load, at render (not when a preload on intent fails). The journeys
// stand the deploy in with a route that answers 404 for a page's chunk until the tab loads a
// document again, as the new build's pages name chunks that exist.
import { describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { clientManifest, it, whenLive, type OpenPage } from './browser.ts';

const storiesChunk = `/${clientManifest['src/routes/stories.index.tsx?tsr-split=component']!.file}`;

/** The stories chunk is gone until the tab loads a document afresh; counts the refusals. */
async function deploy(page: Page): Promise<{ refused: () => number }> {
  let reloaded = false;
  let refused = 0;
  page.on('load', () => (reloaded = true));
  await page.route(`**${storiesChunk}`, (route) => {
    if (reloaded) return route.continue();
    refused += 1;
    return route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not Found' });
  });
  // Set in this document only: gone once the tab loads another.
  await page.evaluate(() => ((window as { __beforeDeploy?: boolean }).__beforeDeploy = true));
  return { refused: () => refused };
}

/** A visitor on /, live, when the deploy happens. */
async function homeThenDeploy(open: OpenPage) {
  const { page } = await open();
  await page.goto('/');
  await whenLive(page);
  return { page, gone: await deploy(page) };
}

const sameDocument = (page: Page) =>
  page.evaluate(() => (window as { __beforeDeploy?: boolean }).__beforeDeploy === true);

const storiesLink = (page: Page) =>
  page.getByRole('banner').getByRole('link', { name: 'Stories', exact: true });

const storiesShown = (page: Page) =>
  expect
    .poll(() => page.getByRole('heading', { level: 1, name: 'Stories' }).count(), {
      timeout: 15_000,
    })
    .toBe(1);

describe('a tab open across a deploy', () => {
  it('going to a page whose chunk is gone loads that page from the server, with the new build', async ({
    open,
  }) => {
    const { page, gone } = await homeThenDeploy(open);

    // A click with no pointer over the link first: no preload, the chunk is asked for on the way.
    await storiesLink(page).dispatchEvent('click');
    await storiesShown(page);
    expect(new URL(page.url()).pathname).toBe('/stories');
    expect(await sameDocument(page)).toBe(false);
    expect(gone.refused()).toBeGreaterThan(0);
  });

  it('pointing at a link whose chunk is gone changes nothing on screen; following it loads the page afresh', async ({
    open,
  }) => {
    const { page, gone } = await homeThenDeploy(open);

    await storiesLink(page).hover();
    await expect.poll(() => gone.refused()).toBeGreaterThan(0);
    await page.evaluate(
      () => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 1000 })),
    );
    expect(await sameDocument(page)).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).count()).toBe(1);

    await storiesLink(page).click();
    await storiesShown(page);
    expect(await sameDocument(page)).toBe(false);
  });
});
