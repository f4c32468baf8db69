// A podcast that plays (issue 36, part 1): an episode plays in the page with the keyboard, skips
// 15 s, and is where she left it when she comes back; the pages hold at 1280 and 390 px.
import { describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { checkPage, it, settle, whenLive } from './browser.ts';

const EPISODE = '/podcast/welcome-to-the-hercircle-podcast';
const TITLE = 'Welcome to the HerCircle Podcast';

const audioState = (page: Page) =>
  page.locator('audio').evaluate((el: HTMLAudioElement) => ({
    time: el.currentTime,
    paused: el.paused,
    ready: el.readyState,
    rate: el.playbackRate,
  }));

async function openEpisode(page: Page, url = EPISODE, title = TITLE) {
  await page.goto(url);
  await page.getByRole('heading', { level: 1, name: title }).waitFor();
  await whenLive(page);
  // The audio's length is known (the browser read its start): the player can restore and skip.
  await expect.poll(async () => (await audioState(page)).ready).toBeGreaterThanOrEqual(1);
}

describe('the podcast', () => {
  it('plays an episode, skips 15 s, and is where she left it when she comes back', async ({
    open,
  }) => {
    const tracked = await open();
    const { page } = tracked;
    await openEpisode(page);

    // Keyboard only: the first chapter's button starts the episode from its beginning.
    await page.getByRole('button', { name: 'Play from 0:00 Welcome' }).press('Enter');
    await expect.poll(async () => (await audioState(page)).time).toBeGreaterThan(0.3);
    expect((await audioState(page)).paused).toBe(false);
    await page.getByText(/^Playing · /).waitFor();

    const before = (await audioState(page)).time;
    await page.getByRole('button', { name: 'Forward 15 seconds' }).press('Enter');
    await expect
      .poll(async () => (await audioState(page)).time)
      .toBeGreaterThanOrEqual(before + 15);
    // The chapter playing now is marked.
    const chapter = page.getByRole('button', { name: /Every other Tuesday$/ });
    await expect.poll(() => chapter.getAttribute('aria-current')).toBe('true');

    // She pauses (the browser's own control) and leaves for the list.
    await page.locator('audio').evaluate((el: HTMLAudioElement) => el.pause());
    const left = (await audioState(page)).time;
    expect(left).toBeGreaterThan(15);
    await page.getByRole('link', { name: '← All episodes' }).click();
    await page.getByRole('heading', { level: 1, name: 'The HerCircle Podcast' }).waitFor();

    // Back to the episode from its card: the same place, to the tenth of a second kept.
    await page.getByRole('link', { name: TITLE }).click();
    await page.getByRole('heading', { level: 1, name: TITLE }).waitFor();
    await expect.poll(async () => (await audioState(page)).time).toBeCloseTo(left, 0);
    expect(Math.abs((await audioState(page)).time - left)).toBeLessThan(0.2);
    await page.getByText(/^Paused · 0:1\d \/ 0:25$/).waitFor();

    // And after a whole new page load (the browser remembers, not the page).
    await openEpisode(page);
    await expect.poll(async () => Math.abs((await audioState(page)).time - left)).toBeLessThan(0.2);

    // Back 15 s goes back exactly that far.
    await page.getByRole('button', { name: 'Back 15 seconds' }).press('Enter');
    await expect
      .poll(async () => Math.abs((await audioState(page)).time - (left - 15)))
      .toBeLessThan(0.2);
    expect(tracked.problems).toEqual([]);
  });

  it('keeps her speed, and plays another episode from the list in the page', async ({ open }) => {
    const tracked = await open();
    const { page } = tracked;
    await openEpisode(page);
    await page.getByLabel('Playback speed').selectOption('1.5');
    expect((await audioState(page)).rate).toBe(1.5);
    await openEpisode(page);
    await expect.poll(async () => (await audioState(page)).rate).toBe(1.5);
    expect(await page.getByLabel('Playback speed').inputValue()).toBe('1.5');

    await page.goto('/podcast');
    await whenLive(page);
    await page.getByRole('region', { name: 'Asking for the Raise' }).waitFor();
    await page.getByRole('button', { name: `Play ${TITLE}` }).click();
    await page.getByRole('region', { name: TITLE }).waitFor();
    await expect.poll(async () => (await audioState(page)).paused).toBe(false);
    expect(tracked.problems).toEqual([]);
  });

  for (const width of [1280, 390])
    it(`/podcast and an episode hold at ${width} px`, async ({ open }) => {
      const tracked = await open({ width, height: 900 });
      await tracked.page.goto('/podcast');
      await whenLive(tracked.page);
      await settle(tracked);
      await checkPage(tracked, 'podcast', width);
      await openEpisode(tracked.page, '/podcast/asking-for-the-raise', 'Asking for the Raise');
      await checkPage(tracked, 'podcast-episode', width);
      expect(tracked.problems).toEqual([]);
    });
});
