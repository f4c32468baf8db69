import { describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import {
  baseUrl,
  expectNoSeriousAxeViolations,
  it,
  settle,
  whenLive,
  type TrackedPage,
} from './browser.ts';
import { api, createMember } from './support.ts';

const NEUTRAL = 'https://www.bbc.co.uk/weather';

/** The neutral site, answered here: the journeys need no internet. */
async function stubNeutralSite({ context }: TrackedPage): Promise<void> {
  await context.route('https://www.bbc.co.uk/**', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><html lang="en"><title>Weather</title><h1>Weather</h1></html>',
    }),
  );
}

const quickExit = (page: Page) => page.getByRole('button', { name: 'Quick exit' });

async function expectOnNeutralSite(page: Page): Promise<void> {
  await expect.poll(() => page.url()).toBe(NEUTRAL);
  await expect.poll(() => page.getByRole('heading', { name: 'Weather' }).isVisible()).toBe(true);
}

/** Back from the neutral site does not come back to HerCircle. */
async function expectBackDoesNotReturn(page: Page): Promise<void> {
  await page.goBack().catch(() => null);
  expect(page.url().startsWith(baseUrl())).toBe(false);
}

describe('Quick exit', () => {
  it('a visitor leaves with the button, and Back does not return', async ({ open }) => {
    const visitor = await open();
    await stubNeutralSite(visitor);
    await visitor.page.goto('/');
    await expect.poll(() => quickExit(visitor.page).isVisible()).toBe(true);
    await expectNoSeriousAxeViolations(visitor.page);
    await quickExit(visitor.page).click();
    await expectOnNeutralSite(visitor.page);
    await expectBackDoesNotReturn(visitor.page);

    // On a phone it waits in the bottom-left corner, in view wherever the page is scrolled.
    const phone = await open({ width: 390, height: 800 });
    await stubNeutralSite(phone);
    await phone.page.goto('/');
    await phone.page.mouse.wheel(0, 2000);
    await expect.poll(() => quickExit(phone.page).isVisible()).toBe(true);
    expect(await quickExit(phone.page).count()).toBe(1);
    await quickExit(phone.page).click();
    await expectOnNeutralSite(phone.page);
  });

  it('a member on a group page leaves with Escape three times; the chat widget’s storage is cleared', async ({
    open,
  }) => {
    const member = await createMember('Rosa', 'Quinn');
    const { data } = await api<{ data: { group: { id: number } } }>(
      'POST',
      '/community/groups',
      member.token,
      { name: `Night Owls ${Date.now()}`, description: 'For those awake at 3am.' },
    );
    const tab = await open({ as: member });
    await stubNeutralSite(tab);
    await tab.page.goto(`/community/group/${data.group.id}`);
    await expect.poll(() => quickExit(tab.page).isVisible()).toBe(true);
    // The page the server rendered for her shows the button (her settings came with it) before
    // her scripts have run; the shortcut listens once the page is live.
    await whenLive(tab.page);
    await tab.page.evaluate(() => {
      localStorage.setItem('chat-widget', 'open');
      sessionStorage.setItem('chatDraft', 'Something private');
    });

    // One Escape (closing a dialog, say) does nothing.
    await tab.page.keyboard.press('Escape');
    expect(tab.page.url().startsWith(baseUrl())).toBe(true);
    await tab.page.keyboard.press('Escape');
    await tab.page.keyboard.press('Escape');
    await expectOnNeutralSite(tab.page);
    await expectBackDoesNotReturn(tab.page);

    await tab.page.goto(`${baseUrl()}/about`);
    const stored = await tab.page.evaluate(() => [
      localStorage.getItem('chat-widget'),
      sessionStorage.getItem('chatDraft'),
      localStorage.getItem('authToken') !== null,
    ]);
    // The chat's state is gone; she is still signed in (Quick exit hides, it does not sign out).
    expect(stored).toEqual([null, null, true]);
  });

  it('a member who hides it in settings has no button', async ({ open }) => {
    const member = await createMember('Ines', 'Lowe');
    const tab = await open({ as: member });
    await tab.page.goto('/settings');
    const toggle = tab.page.getByRole('switch', { name: 'Show the Quick exit button' });
    await expect.poll(() => toggle.isChecked()).toBe(true);
    await settle(tab);
    await expectNoSeriousAxeViolations(tab.page);
    await toggle.click({ force: true });
    await expect.poll(() => quickExit(tab.page).count()).toBe(0);
    await tab.page.goto('/');
    await settle(tab);
    expect(await quickExit(tab.page).count()).toBe(0);
    expect(tab.problems).toEqual([]);
  });
});
