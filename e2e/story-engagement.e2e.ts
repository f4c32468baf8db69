// Every story opens (issue 36): a member saves a story and finds it under Saved in her profile,
// and comments on it; a visitor reads the comments without the means to write.
import { describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { checkPage, it, whenLive } from './browser.ts';
import { createMember } from './support.ts';

/** The first Unfiltered story: opened from /unfiltered as a reader would. */
async function openUnfilteredStory(page: Page): Promise<{ title: string; path: string }> {
  await page.goto('/unfiltered');
  await whenLive(page);
  const link = page.getByRole('link', { name: /^Read story: / }).first();
  const title = ((await link.getAttribute('aria-label')) ?? '').replace(/^Read story: /, '');
  await link.click();
  await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/stories\/\d+$/);
  await page.getByRole('heading', { level: 1, name: title }).waitFor();
  await whenLive(page);
  return { title, path: new URL(page.url()).pathname };
}

describe('stories a member keeps and talks about', () => {
  it('saves a story and finds it in her profile, then takes it out', async ({ open }) => {
    const member = await createMember('Sana', 'Saver');
    const { page, problems } = await open({ as: member });
    const { title, path } = await openUnfilteredStory(page);

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect
      .poll(() =>
        page.getByRole('button', { name: 'Saved', exact: true }).getAttribute('aria-pressed'),
      )
      .toBe('true');

    await page.goto('/profile');
    const saved = page.getByRole('region', { name: 'Saved' });
    await saved.getByRole('link', { name: title }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(path);

    await page.getByRole('button', { name: 'Saved', exact: true }).click();
    await page.getByRole('button', { name: 'Save', exact: true }).waitFor();
    await page.goto('/profile');
    await page.getByText('Nothing saved yet.', { exact: false }).waitFor();
    expect(problems).toEqual([]);
  });

  it('a visitor is taken to sign in to save, and back to the story', async ({ open }) => {
    const { page } = await open();
    const { path } = await openUnfilteredStory(page);
    await page.getByRole('link', { name: 'Sign in to save', exact: true }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/sign-in');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe(path);
  });

  it('comments on a story; a visitor reads it and cannot write; looked at 1280 and 390 px', async ({
    open,
  }) => {
    const member = await createMember('Cora', 'Commenter');
    const wide = await open({ as: member });
    const { path } = await openUnfilteredStory(wide.page);
    const words = `This stayed with me all day ${Date.now()}.`;
    await wide.page.getByLabel('Add a comment').fill(words);
    await wide.page.getByRole('button', { name: 'Post comment' }).click();
    const mine = wide.page.locator('li[id^="comment-"]', { hasText: words });
    await mine.waitFor();
    await expect.poll(() => mine.textContent()).toContain('Cora Commenter');
    await expect.poll(() => wide.page.getByLabel('Add a comment').inputValue()).toBe('');
    // Anonymous: her name is nowhere on the comment.
    const quiet = `Me too, quietly ${Date.now()}.`;
    await wide.page.getByLabel('Add a comment').fill(quiet);
    await wide.page.getByLabel('Comment anonymously').check();
    await wide.page.getByRole('button', { name: 'Post comment' }).click();
    const anonymous = wide.page.locator('li[id^="comment-"]', { hasText: quiet });
    await anonymous.waitFor();
    expect(await anonymous.textContent()).toContain('Anonymous member');
    expect(await anonymous.textContent()).not.toContain('Cora');
    await checkPage(wide, 'story-with-comments-member', 1280);

    for (const width of [1280, 390]) {
      const visitor = await open({ width });
      await visitor.page.goto(path);
      await whenLive(visitor.page);
      await visitor.page.locator('li[id^="comment-"]', { hasText: words }).waitFor();
      expect(await visitor.page.getByLabel('Add a comment').count()).toBe(0);
      await visitor.page.getByRole('link', { name: 'Sign in to comment' }).waitFor();
      await checkPage(visitor, 'story-with-comments', width);
      for (const [name, url] of [
        ['stories', '/stories'],
        ['home', '/'],
      ] as const) {
        await visitor.page.goto(url);
        await whenLive(visitor.page);
        await checkPage(visitor, name, width);
      }
      expect(visitor.problems).toEqual([]);
    }
    expect(wide.problems).toEqual([]);
  });
});
