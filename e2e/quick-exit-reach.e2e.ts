import fs from 'node:fs';
import { describe, expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import {
  expectNoSeriousAxeViolations,
  it,
  transitionsDone,
  whenLive,
  type TrackedPage,
} from './browser.ts';
import { api, createGroup, createMember } from './support.ts';

// Quick exit always within reach (issue 32): above every panel, menu, dialog and toast at every
// width, and never on top of the page's text.

/** Screenshots for review (not compared): set SHOTS_DIR to keep them. */
const shots = process.env.SHOTS_DIR;
const NEUTRAL = 'https://www.bbc.co.uk/weather';

async function stubNeutralSite({ context }: TrackedPage): Promise<void> {
  await context.route('https://www.bbc.co.uk/**', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><html lang="en"><title>Weather</title><h1>Weather</h1></html>',
    }),
  );
}

const quickExit = (page: Page) => page.getByRole('button', { name: 'Quick exit' });

type Box = { x: number; y: number; width: number; height: number };

async function box(locator: Locator): Promise<Box> {
  const b = await locator.boundingBox();
  if (!b) throw new Error('not on screen');
  return b;
}

const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** What a tap at the centre of Quick exit lands on: Quick exit itself, nothing over it. */
async function expectQuickExitOnTop(page: Page, state: string): Promise<void> {
  const button = quickExit(page);
  expect([state, await button.isVisible()]).toEqual([state, true]);
  const b = await box(button);
  const hit = await page.evaluate(
    ({ x, y }) => document.elementFromPoint(x, y)?.closest('button')?.textContent ?? null,
    { x: b.x + b.width / 2, y: b.y + b.height / 2 },
  );
  expect([state, hit]).toEqual([state, 'Quick exit']);
}

/** Quick exit stays clear of what is open: it never covers the panel, menu, dialog or toast. */
async function expectClearOf(page: Page, what: Locator, state: string): Promise<void> {
  // Where it comes to rest: an opening panel grows from its button (under load it was measured
  // mid-way, over Quick exit's corner).
  await transitionsDone(page);
  expect([state, overlap(await box(quickExit(page)), await box(what))]).toEqual([state, false]);
}

/** A group of long posts by its founder, and a member who has not joined it yet. */
async function longPostsGroup() {
  const founder = await createMember('Noor', 'Long');
  const reader = await createMember('Iris', 'Reader');
  const groupId = await createGroup(founder.token, {
    name: `Long reads ${Date.now()}`,
    description: 'Posts that fill a phone screen and more.',
  });
  const sentence =
    'Rebuilding after leaving took months, and what helped most was a routine: a walk each morning, one call to a friend, and writing down what went well. ';
  for (let i = 1; i <= 6; i += 1)
    await api('POST', `/community/groups/${groupId}/posts`, founder.token, {
      content: `Post ${i}. ${sentence.repeat(5)}`,
    });
  return { reader, groupId };
}

async function openGroup(tab: TrackedPage, groupId: number): Promise<void> {
  await stubNeutralSite(tab);
  await tab.page.goto(`/community/group/${groupId}`);
  await expect.poll(() => quickExit(tab.page).isVisible()).toBe(true);
  await whenLive(tab.page);
}

async function shot(page: Page, name: string): Promise<void> {
  if (!shots) return;
  fs.mkdirSync(shots, { recursive: true });
  await page.screenshot({ path: `${shots}/${name}.png` });
}

describe('Quick exit within reach', () => {
  for (const width of [390, 1280]) {
    it(`at ${width} px it stays on top of the chat, the menu, a dialog and a toast, and leaves`, async ({
      open,
    }) => {
      const { reader, groupId } = await longPostsGroup();
      const tab = await open({ as: reader, width, height: 800 });
      await openGroup(tab, groupId);
      const { page } = tab;
      await expectQuickExitOnTop(page, 'the page');

      // The chat panel.
      await page.getByRole('button', { name: /Open community chat/ }).click();
      const panel = page.getByRole('dialog', { name: 'Community Chat' });
      await expect.poll(() => panel.isVisible()).toBe(true);
      await shot(page, `quick-exit-chat-${width}`);
      await expectQuickExitOnTop(page, 'chat open');
      await expectClearOf(page, panel, 'chat open');
      await panel.getByRole('button', { name: /Close/ }).first().click();
      await expect.poll(() => panel.isVisible()).toBe(false);

      // The menu: the drawer on a phone, the account menu on a wide screen.
      if (width < 1200) {
        await page.getByRole('button', { name: 'Open menu' }).click();
        const drawer = page.getByRole('dialog', { name: 'Menu' });
        await expect.poll(() => drawer.isVisible()).toBe(true);
        await shot(page, `quick-exit-menu-${width}`);
        await expectQuickExitOnTop(page, 'menu open');
        await expectClearOf(page, drawer, 'menu open');
        await page.keyboard.press('Escape');
        await expect.poll(() => drawer.isVisible()).toBe(false);
      } else {
        await page.getByRole('button', { name: /Account menu for/ }).click();
        const menu = page.getByRole('menu');
        await expect.poll(() => menu.isVisible()).toBe(true);
        await shot(page, `quick-exit-menu-${width}`);
        await expectQuickExitOnTop(page, 'menu open');
        await expectClearOf(page, menu, 'menu open');
        await page.keyboard.press('Escape');
        await expect.poll(() => menu.isVisible()).toBe(false);
      }

      // A toast (joining says welcome), then a dialog over it (leaving asks first).
      await page.getByRole('button', { name: 'Join Group' }).click();
      const toast = page.getByText(/^Welcome to Long reads/);
      await expect.poll(() => toast.isVisible()).toBe(true);
      await shot(page, `quick-exit-toast-${width}`);
      await expectQuickExitOnTop(page, 'toast showing');
      await expectClearOf(page, toast, 'toast showing');
      await page.getByRole('button', { name: 'Leave group' }).click();
      const dialog = page.getByRole('dialog', { name: /^Leave Long reads/ });
      await expect.poll(() => dialog.isVisible()).toBe(true);
      await shot(page, `quick-exit-dialog-${width}`);
      await expectQuickExitOnTop(page, 'dialog open');
      await expectClearOf(page, dialog, 'dialog open');
      await expectNoSeriousAxeViolations(page);

      // A plain click (no force): it lands on Quick exit, and she is gone.
      await quickExit(page).click();
      await expect.poll(() => page.url()).toBe(NEUTRAL);
    });
  }

  it('at every width, Quick exit covers none of the top bar’s controls', async ({ open }) => {
    const member = await createMember('Wren', 'Widths');
    for (const as of [undefined, member]) {
      const { page } = await open({ as, width: 1440, height: 800 });
      await page.goto('/community');
      await whenLive(page);
      for (const width of [320, 390, 600, 767, 768, 1000, 1199, 1200, 1440]) {
        await page.setViewportSize({ width, height: 800 });
        await expect.poll(() => quickExit(page).isVisible()).toBe(true);
        const exit = await box(quickExit(page));
        const covered = await page.evaluate((b) => {
          const controls = Array.from(document.querySelectorAll('header a, header button'));
          return controls
            .map((c) => ({ c, r: c.getBoundingClientRect() }))
            .filter(({ r }) => r.width > 0 && r.height > 0)
            .filter(
              ({ r }) =>
                r.left < b.x + b.width && b.x < r.right && r.top < b.y + b.height && b.y < r.bottom,
            )
            .map(({ c }) => c.textContent || c.getAttribute('aria-label'));
        }, exit);
        expect([as ? 'member' : 'visitor', width, covered]).toEqual([
          as ? 'member' : 'visitor',
          width,
          [],
        ]);
        await expectQuickExitOnTop(page, `${width} px`);
      }
    }
  });

  it('at 390 px, no post text is ever under the floating buttons', async ({ open }) => {
    const { reader, groupId } = await longPostsGroup();
    // A member of the group: the chat bubble shows too.
    await api('POST', `/community/groups/${groupId}/join`, reader.token);
    const tab = await open({ as: reader, width: 390, height: 800 });
    await openGroup(tab, groupId);
    const { page } = tab;
    const bubble = page.getByRole('button', { name: /Open community chat/ });
    await expect.poll(() => bubble.isVisible(), { timeout: 20_000 }).toBe(true);
    await expect.poll(() => page.getByText('Post 1.').isVisible()).toBe(true);

    const height = await page.evaluate(() => document.documentElement.scrollHeight - innerHeight);
    for (const at of [0, 0.25, 0.5, 0.75, 1]) {
      await page.evaluate((y) => window.scrollTo(0, y), Math.round(height * at));
      await shot(page, `quick-exit-long-posts-390-${at * 100}`);
      const buttons = [await box(quickExit(page)), await box(bubble)];
      // A line of text runs under a button when the line shows beside the button, at its height.
      const covered = await page.evaluate((floating) => {
        const found: string[] = [];
        const walker = document.createTreeWalker(
          document.querySelector('main')!,
          NodeFilter.SHOW_TEXT,
        );
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const parent = node.parentElement;
          if (!parent || !node.textContent?.trim()) continue;
          const range = document.createRange();
          range.selectNodeContents(node);
          for (const line of Array.from(range.getClientRects()))
            for (const b of floating) {
              const top = Math.max(line.top, b.y);
              const bottom = Math.min(line.bottom, b.y + b.height);
              if (bottom <= top || line.right <= b.x || line.left >= b.x + b.width) continue;
              const y = (top + bottom) / 2;
              for (let x = line.left + 1; x < line.right; x += 4) {
                if (x >= b.x && x <= b.x + b.width) continue;
                const shown = document.elementFromPoint(x, y);
                if (shown && parent.contains(shown)) {
                  found.push(node.textContent.trim().slice(0, 40));
                  break;
                }
              }
            }
        }
        return found;
      }, buttons);
      expect([at, covered]).toEqual([at, []]);
    }
    // At the end, the whole page (its footer last) is above the buttons.
    const footer = await box(page.getByRole('contentinfo'));
    const top = Math.min(...[await box(quickExit(page)), await box(bubble)].map((b) => b.y));
    expect(footer.y + footer.height).toBeLessThanOrEqual(top);
  });
});
