import { describe, expect } from 'vitest';
import { clientManifest, it, settle, whenLive } from './browser.ts';
import { api, createMember } from './support.ts';

// The first load of a page the server rendered (client/src/entry-server.tsx): what arrives with it
// stays in place as the page comes alive, and what it does not need yet stays away.

/** Toasts and dialogs (client/src/lib/overlays.ts): loaded when first needed. */
const overlaysFile = clientManifest['src/components/Overlays.tsx']!.file;

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
  it('a page that grows as its data arrives does not move the footer within a phone’s first screen', async ({
    open,
  }) => {
    const { member, id } = await publicGroup();
    const tracked = await open({ as: member });
    const { page, problems } = tracked;
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
    // Everything asked for has come and been drawn: every shift the late data caused is counted.
    await settle(tracked);
    const shifts = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts);
    // Cumulative layout shift: Lighthouse counts 0.1 and above as poor.
    expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThan(0.1);
    expect(problems).toEqual([]);
  });

  it('a visitor’s page loads no toasts or dialogs host; signing in loads it and shows her welcome toast', async ({
    open,
  }) => {
    const member = await createMember('Noor', 'Haddad');
    const tracked = await open({ width: 390, height: 844 });
    const { page, problems } = tracked;
    let overlaysAsked = false;
    page.on('request', (request) => (overlaysAsked ||= request.url().endsWith(`/${overlaysFile}`)));
    await page.goto('/sign-in');
    // The page is live and has nothing left to do: whatever it loads on its own, it has asked for.
    await whenLive(page);
    await settle(tracked);
    expect(overlaysAsked).toBe(false);
    await page.getByLabel('Email').fill(member.email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(member.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect.poll(() => page.getByText('Welcome back, Noor.').isVisible()).toBe(true);
    expect(overlaysAsked).toBe(true);
    expect(problems).toEqual([]);
  });
});
