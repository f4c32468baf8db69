import { describe, expect } from 'vitest';
import type { Request } from 'playwright-core';
import { it } from './browser.ts';
import { api, createMember } from './support.ts';

/** A tRPC GET that asks for `community.get` with this group id (alone or in a batch). */
function asksForGroup(request: Request, id: number): boolean {
  const url = new URL(request.url());
  if (!url.pathname.startsWith('/trpc/')) return false;
  const names = decodeURIComponent(url.pathname.slice('/trpc/'.length)).split(',');
  const inputs = JSON.parse(url.searchParams.get('input') ?? '{}') as Record<string, unknown>;
  return names.some(
    (name, i) => name === 'community.get' && (inputs[String(i)] as { id?: number })?.id === id,
  );
}

describe('route data on intent', () => {
  it('hovering a group link on /community loads the group before any click; the click shows it at once', async ({
    open,
  }) => {
    const member = await createMember('Ines', 'Moreau');
    const name = `Dawn Rowers ${Date.now()}`;
    const { data } = await api<{ data: { group: { id: number } } }>(
      'POST',
      '/community/groups',
      member.token,
      {
        name,
        description: 'On the water before the city wakes.',
        category: 'Sports & Fitness',
      },
    );
    const id = data.group.id;

    const { page, problems } = await open({ as: member });
    const groupRequests: string[] = [];
    page.on('request', (request) => {
      if (asksForGroup(request, id)) groupRequests.push(request.url());
    });
    await page.goto('/community');
    const link = page.getByRole('link', { name: `View Group ${name}` });
    await link.waitFor();
    expect(groupRequests).toEqual([]);

    // Pointing at the link is enough: the route's loader asks for the group.
    const asked = page.waitForRequest((request) => asksForGroup(request, id), { timeout: 10_000 });
    await link.hover();
    const answer = await (await asked).response();
    expect(answer?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe('/community');

    // Watch for the page's loading state from the click on: with the data there, it never shows.
    await page.evaluate(() => {
      const w = window as unknown as { sawLoading: boolean };
      w.sawLoading = false;
      new MutationObserver(() => {
        if (document.querySelector('[aria-label="Loading group"]')) w.sawLoading = true;
      }).observe(document.body, { childList: true, subtree: true });
    });
    await link.click();
    await expect.poll(() => page.getByRole('heading', { level: 1, name }).isVisible()).toBe(true);
    expect(new URL(page.url()).pathname).toBe(`/community/group/${id}`);
    expect(
      await page.evaluate(() => (window as unknown as { sawLoading: boolean }).sawLoading),
    ).toBe(false);
    // The group was asked for once, on hover.
    expect(groupRequests).toHaveLength(1);
    expect(problems).toEqual([]);
  });
});
