import { describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { expectNoSeriousAxeViolations, it, settle, whenLive } from './browser.ts';
import { api, createMember } from './support.ts';

const postsOf = (page: Page) => page.getByRole('list', { name: 'Posts' });
const TEXT = 'Two years clean of cutting today. Telling someone helped.';

/** Chooses Show, Collapse or Hide for one topic in the Content notes card of /settings. */
async function chooseInSettings(page: Page, topic: string, mode: 'Show' | 'Collapse' | 'Hide') {
  await page.goto('/settings');
  const choice = page.getByRole('radiogroup', { name: topic });
  await choice.getByText(mode, { exact: true }).click();
  await expect.poll(() => page.getByText('Content note settings saved.').isVisible()).toBe(true);
  await expect.poll(() => choice.getByRole('radio', { name: mode }).isChecked()).toBe(true);
}

describe('content notes', () => {
  it('a post with a content note shows collapsed and Show reveals it; the reader’s settings open it by default or hide it', async ({
    open,
  }) => {
    const author = await createMember('Noor', 'Haddad');
    const reader = await createMember('Elif', 'Kaya');
    const { data } = await api<{ data: { group: { id: number } } }>(
      'POST',
      '/community/groups',
      author.token,
      { name: `Still Here ${Date.now()}`, description: 'Recovery, one day at a time.' },
    );
    const groupId = data.group.id;
    await api('POST', `/community/groups/${groupId}/join`, reader.token);

    // The author adds the note from the composer.
    const writer = await open({ as: author });
    await writer.page.goto(`/community/group/${groupId}`);
    // The page arrives rendered for her: its Select is React's once the page is.
    await whenLive(writer.page);
    await writer.page.getByRole('textbox', { name: 'Write a post' }).fill(TEXT);
    await writer.page.getByRole('combobox', { name: 'Content note' }).click();
    await writer.page.getByRole('option', { name: 'Self-harm' }).click();
    await writer.page.getByRole('button', { name: 'Post', exact: true }).click();
    const own = postsOf(writer.page).getByRole('listitem').first();
    await expect
      .poll(() => own.getByRole('button', { name: 'Content note: Self-harm · Show' }).isVisible())
      .toBe(true);
    await settle(writer);
    expect(writer.problems).toEqual([]);

    // The reader sees it collapsed; Show reveals it, from the keyboard too.
    const { page, problems, ...tracked } = await open({ as: reader });
    await page.goto(`/community/group/${groupId}`);
    const show = page.getByRole('button', { name: 'Content note: Self-harm · Show' });
    await expect.poll(() => show.isVisible()).toBe(true);
    expect(await show.getAttribute('aria-expanded')).toBe('false');
    expect(await page.getByText(TEXT).count()).toBe(0);
    await expectNoSeriousAxeViolations(page);
    await show.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByText(TEXT).isVisible()).toBe(true);
    expect(
      await page
        .getByRole('button', { name: 'Content note: Self-harm · Hide' })
        .getAttribute('aria-expanded'),
    ).toBe('true');

    // Show in /settings: the post opens by default, with its note above it.
    await chooseInSettings(page, 'Self-harm', 'Show');
    await settle({ page, problems, ...tracked });
    await expectNoSeriousAxeViolations(page);
    await page.goto(`/community/group/${groupId}`);
    await expect.poll(() => page.getByText(TEXT).isVisible()).toBe(true);
    expect(
      await page.getByRole('button', { name: 'Content note: Self-harm · Hide' }).isVisible(),
    ).toBe(true);

    // Hide: the post is gone from the discussion, and still gone after a reload.
    await chooseInSettings(page, 'Self-harm', 'Hide');
    await page.goto(`/community/group/${groupId}`);
    await expect.poll(() => page.getByText('No posts yet.').isVisible()).toBe(true);
    await page.reload();
    await expect.poll(() => page.getByText('No posts yet.').isVisible()).toBe(true);
    expect(await page.getByText(TEXT).count()).toBe(0);
    expect(await page.getByText('Content note: Self-harm').count()).toBe(0);
    await settle({ page, problems, ...tracked });
    expect(problems).toEqual([]);
  });
});
