import fs from 'node:fs';
import { PDFDocument } from 'pdf-lib';
import { describe, expect } from 'vitest';
import type { Response } from 'playwright-core';
import {
  expectNoHorizontalOverflow,
  expectNoSeriousAxeViolations,
  it,
  settle,
  signInWithForm,
  type TrackedPage,
} from './browser.ts';
import { createMember } from './support.ts';

const SHOTS = process.env.SHOTS_DIR ?? '/work/shots/magazines';

async function shoot(tracked: TrackedPage, name: string, width: number) {
  await settle(tracked);
  await expectNoHorizontalOverflow(tracked.page);
  await expectNoSeriousAxeViolations(tracked.page);
  fs.mkdirSync(SHOTS, { recursive: true });
  await tracked.page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
}

/** The card of an issue on /publications, by its title. */
const issueCard = (tracked: TrackedPage, title: string) =>
  tracked.page
    .locator('article')
    .filter({ has: tracked.page.getByRole('heading', { name: title, exact: true }) });

describe('magazines that open', () => {
  it("a member opens an issue's PDF in the browser: a real PDF with the pages its card shows", async ({
    open,
  }) => {
    const member = await createMember('Nadia', 'Reader');
    const tracked = await open({ as: member });
    const { page, context } = tracked;
    await page.goto('/publications');
    const card = issueCard(tracked, 'The Courage Issue');
    const meta = await card.getByText(/^Issue 12 · /).textContent();
    const shownPages = Number(/(\d+) pages/.exec(meta ?? '')?.[1]);
    expect(shownPages).toBeGreaterThan(2);

    // The browser's own viewer: a navigation in a new tab, carrying her page cookie.
    const answered = new Promise<Response>((resolve) =>
      context.on('response', (response) => {
        if (/\/api\/v1\/issues\/\d+\/pdf$/.test(response.url())) resolve(response);
      }),
    );
    await card.getByRole('link', { name: /^Read The Courage Issue/ }).click();
    const response = await answered;
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/pdf');
    expect(response.headers()['content-disposition']).toMatch(/^inline; /);

    // The same address with her browser's cookies: the file itself, counted by pdf-lib.
    const href = await card
      .getByRole('link', { name: /^Read The Courage Issue/ })
      .getAttribute('href');
    const file = await context.request.get(href!);
    expect(file.headers()['content-type']).toBe('application/pdf');
    const doc = await PDFDocument.load(await file.body());
    expect(doc.getPageCount()).toBe(shownPages);

    const download = await context.request.get(
      (await card.getByRole('link', { name: 'Download The Courage Issue' }).getAttribute('href'))!,
    );
    expect(download.headers()['content-disposition']).toMatch(/^attachment; /);
    expect(tracked.problems).toEqual([]);
  });

  it('a visitor pressing Download on a members-only issue signs in and comes back to it', async ({
    open,
  }) => {
    const member = await createMember('Zara', 'Visitor');
    const tracked = await open();
    const { page } = tracked;
    await page.goto('/publications');
    const card = issueCard(tracked, 'The Courage Issue');
    const download = card.getByRole('link', { name: /^Download The Courage Issue/ });
    expect((await download.textContent())?.trim()).toBe('Download');
    // The server refuses her the file itself.
    const { data } = (await (await tracked.context.request.get('/api/v1/issues')).json()) as {
      data: { issues: { issue_number: number; pdf_url: string }[] };
    };
    const courage = data.issues.find((i) => i.issue_number === 12)!;
    const refused = await tracked.context.request.get(courage.pdf_url);
    expect(refused.status()).toBe(401);
    expect(refused.headers()['content-type']).toMatch(/^application\/json/);

    await download.click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/sign-in');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/publications');
    await signInWithForm(page, member.email, member.password);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/publications');
    await expect
      .poll(() => card.getByRole('link', { name: /^Read The Courage Issue/ }).count())
      .toBe(1);
  });

  it('/publications and /resources at 1280 and 390 px, the counts their lists', async ({
    open,
  }) => {
    for (const width of [1280, 390]) {
      const publications = await open({ width });
      await publications.page.goto('/publications');
      await expect.poll(() => publications.page.locator('article').count()).toBeGreaterThan(5);
      await shoot(publications, 'publications', width);

      const resources = await open({ width });
      await resources.page.goto('/resources');
      const cards = resources.page.locator('article').filter({ has: resources.page.locator('ul') });
      await expect.poll(() => cards.count()).toBe(6);
      for (const card of await cards.all()) {
        const shown = Number(
          (await card.getByText(/^\d+ resources?$/).textContent())?.split(' ')[0],
        );
        expect(await card.locator('li').count()).toBe(shown);
      }
      await shoot(resources, 'resources', width);
    }
  });
});
