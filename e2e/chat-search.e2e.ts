import fs from 'node:fs';
import { describe, expect } from 'vitest';
import { COMMUNITY_CONVERSATION_ID } from '@hercircle/shared';
import { expectNoHorizontalOverflow, expectNoSeriousAxeViolations, it } from './browser.ts';
import { api, createMember } from './support.ts';

/** Screenshots for review (not compared): set SHOTS_DIR to keep them. */
const shots = process.env.SHOTS_DIR;

describe('chat search in the widget', () => {
  for (const width of [1280, 390]) {
    it(`at ${width} px: the matches with the words marked; one chosen is shown in the conversation`, async ({
      open,
    }) => {
      const writer = await createMember('Wren', 'Okoye');
      const reader = await createMember('Rosa', 'Lind');
      const word = `sea${Date.now().toString(36)}`;
      for (const content of [
        `Who fancies a ${word} swim on Sunday morning?`,
        'Morning all, the kettle is on',
        `The ${word} swim last week was freezing but worth it, bring a flask`,
      ])
        await api('POST', '/chat/send', writer.token, {
          conversation_id: COMMUNITY_CONVERSATION_ID,
          content,
        });

      const { page } = await open({ as: reader, width, height: width > 600 ? 900 : 800 });
      await page.goto('/community');
      const bubble = page.getByRole('button', { name: /Open community chat/ });
      await expect.poll(() => bubble.isVisible(), { timeout: 20_000 }).toBe(true);
      await bubble.click();
      const panel = page.getByRole('dialog', { name: 'Community Chat' });
      await expect.poll(() => panel.isVisible()).toBe(true);
      await page.getByRole('searchbox', { name: 'Search this conversation' }).fill(`${word} swim`);
      const results = page.getByRole('region', { name: 'Search results' });
      await expect
        .poll(() => results.getByText('2 messages', { exact: false }).isVisible())
        .toBe(true);
      expect(await results.locator('mark').allTextContents()).toEqual([
        `${word} swim`,
        `${word} swim`,
      ]);
      await expectNoHorizontalOverflow(page);
      await expectNoSeriousAxeViolations(page);
      if (shots) {
        fs.mkdirSync(shots, { recursive: true });
        await page.screenshot({ path: `${shots}/chat-search-${width}.png` });
      }

      await results.getByRole('button', { name: /Sunday morning/ }).click();
      await expect.poll(() => results.isVisible()).toBe(false);
      const focused = await page.evaluate(() => document.activeElement?.textContent ?? '');
      expect(focused).toContain(`Who fancies a ${word} swim on Sunday morning?`);
    });
  }
});
