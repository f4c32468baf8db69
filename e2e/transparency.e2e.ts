// The transparency page (issue 33): counted from the stored decisions, rendered by the server with
// its numbers, switched between the last 90 days and the last quarters, readable at 390 px.
import { beforeAll, describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { quarterLabel, recentQuarters } from '@hercircle/shared';
import {
  expectNoHorizontalOverflow,
  expectNoSeriousAxeViolations,
  it,
  settle,
  whenLive,
} from './browser.ts';
import { createMember, query } from './support.ts';

/** Screenshots for review (not compared): set SHOTS_DIR to keep them. */
const shots = process.env.SHOTS_DIR;

const DAY = 86_400_000;
/** The quarter before this one, and a day inside it that is always before the last 90 days. */
const previous = recentQuarters(new Date())[1]!;
const [year, q] = previous.split('-Q').map(Number) as [number, number];
const inPrevious = new Date(Date.UTC(year, (q - 1) * 3, 1) + DAY);

/** `n` decisions about `userId`, as the moderation actions store them, at `at`. */
async function storeDecisions(
  n: number,
  userId: number,
  d: { action: string; rule: [number, string] | null; automated?: boolean; at: Date },
) {
  await query(
    `insert into moderation_decisions
       (user_id, action, target_type, target_id, rule_number, rule_title, automated, created_at, emailed_at)
     select $1, $2, 'post', 0, $3, $4, $5, $6, $6 from generate_series(1, $7)`,
    [userId, d.action, d.rule?.[0] ?? null, d.rule?.[1] ?? null, d.automated ?? false, d.at, n],
  );
}

/** The count in a table's row, as the page shows it. */
async function countIn(page: Page, table: string, row: string) {
  return page
    .getByRole('table', { name: table })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: row, exact: true }) })
    .getByRole('cell')
    .textContent();
}

beforeAll(async () => {
  const member = await createMember('Tara', 'Sparks');
  // Now: six hides under rule 4; one automatic hide. Last quarter: five bans under rule 2.
  await storeDecisions(6, member.id, { action: 'hide', rule: [4, 'No hate'], at: new Date() });
  await storeDecisions(1, member.id, {
    action: 'auto_hide',
    rule: null,
    automated: true,
    at: new Date(),
  });
  await storeDecisions(5, member.id, {
    action: 'ban',
    rule: [2, 'No harassment or pile-ons'],
    at: inPrevious,
  });
});

describe('the transparency page', () => {
  it('is rendered by the server with its numbers, and readable without a script', async ({
    open,
  }) => {
    const { page } = await open({ javaScriptEnabled: false });
    const res = await page.goto('/transparency');
    expect(res?.status()).toBe(200);
    await page.getByRole('heading', { level: 1, name: 'Transparency report' }).waitFor();
    // Other journeys act too: at least the six stored here, and never a number under 5.
    const hides = await countIn(page, 'Actions taken, by rule', '4. No hate');
    expect(Number(hides)).toBeGreaterThanOrEqual(6);
    expect(await countIn(page, 'Actions taken, by kind', 'Banned from a group')).toMatch(
      /^(fewer than 5|\d+)$/,
    );
    const counts = await page.getByRole('cell').allTextContents();
    for (const count of counts)
      expect(count === 'fewer than 5' || Number(count) >= 5, count).toBe(true);
    // The footer links here.
    expect(
      await page.getByRole('contentinfo').getByRole('link', { name: 'Transparency' }).count(),
    ).toBe(1);
  });

  it('switches to last quarter and back, and passes axe at 1280 and 390 px', async ({ open }) => {
    const tracked = await open();
    const { page } = tracked;
    await page.goto('/transparency');
    await whenLive(page);
    const period = page.getByRole('navigation', { name: 'Period' });
    await period.getByRole('link', { name: 'Last 90 days' }).waitFor();
    expect(
      await period.getByRole('link', { name: 'Last 90 days' }).getAttribute('aria-current'),
    ).toBe('page');
    expect(Number(await countIn(page, 'Actions taken, by rule', '4. No hate'))).toBeGreaterThan(5);
    await settle(tracked);
    await expectNoSeriousAxeViolations(page);
    if (shots) await page.screenshot({ path: `${shots}/transparency-1280.png`, fullPage: true });

    await period.getByRole('link', { name: quarterLabel(previous) }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('period')).toBe(previous);
    await expect
      .poll(() => countIn(page, 'Actions taken, by rule', '2. No harassment or pile-ons'))
      .toBe('5');
    expect(await countIn(page, 'Actions taken, by kind', 'Banned from a group')).toBe('5');
    expect(await countIn(page, 'Actions taken, by rule', '4. No hate')).toBe('fewer than 5');
    await settle(tracked);
    await expectNoSeriousAxeViolations(page);

    // Back with the browser's own button: the last 90 days again.
    await page.goBack();
    await expect
      .poll(() => countIn(page, 'Actions taken, by rule', '4. No hate'))
      .not.toBe('fewer than 5');

    await page.setViewportSize({ width: 390, height: 844 });
    await settle(tracked);
    await expectNoHorizontalOverflow(page);
    await expectNoSeriousAxeViolations(page);
    if (shots) await page.screenshot({ path: `${shots}/transparency-390.png`, fullPage: true });
    expect(tracked.problems).toEqual([]);
  });
});
