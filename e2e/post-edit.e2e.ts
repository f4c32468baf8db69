import { describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { expectNoSeriousAxeViolations, it, settle } from './browser.ts';
import { api, createMember } from './support.ts';

const postsOf = (page: Page) => page.getByRole('list', { name: 'Posts' });

/** Opens a post's menu and deletes it through the confirmation. */
async function deleteFromMenu(page: Page, menuName: string) {
  await page.getByRole('button', { name: menuName }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this post?' });
  await confirm.getByRole('button', { name: 'Delete post' }).click();
  await expect.poll(() => confirm.isVisible()).toBe(false);
}

describe('editing and deleting posts', () => {
  it('a member edits her post (marked edited) and deletes it (gone after reload); the group admin deletes another member’s post', async ({
    open,
  }) => {
    const admin = await createMember('Amaka', 'Eze');
    const author = await createMember('Lena', 'Vogel');
    const other = await createMember('Priya', 'Raman');
    const { data } = await api<{ data: { group: { id: number } } }>(
      'POST',
      '/community/groups',
      admin.token,
      { name: `Allotment Circle ${Date.now()}`, description: 'Seeds, soil and Sunday mornings.' },
    );
    const groupId = data.group.id;
    for (const m of [author, other])
      await api('POST', `/community/groups/${groupId}/join`, m.token);
    await api('POST', `/community/groups/${groupId}/posts`, other.token, {
      content: 'Selling spare tomato seedlings, message me.',
    });
    await api('POST', `/community/groups/${groupId}/posts`, author.token, {
      content: 'Who has a spare hoe for Saturday?',
    });

    // The author edits her post in the dialog: new text, marked edited.
    const mine = await open({ as: author });
    await mine.page.goto(`/community/group/${groupId}`);
    await expect
      .poll(() => postsOf(mine.page).getByText('Who has a spare hoe for Saturday?').isVisible())
      .toBe(true);
    expect(
      await mine.page.getByRole('button', { name: 'Actions for Priya Raman’s post' }).count(),
    ).toBe(0);
    await mine.page.getByRole('button', { name: 'Actions for your post' }).click();
    await mine.page.getByRole('menuitem', { name: 'Edit' }).click();
    const dialog = mine.page.getByRole('dialog', { name: 'Edit post' });
    await dialog
      .getByRole('textbox', { name: 'Your post' })
      .fill('Who has a spare rake for Sunday?');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => dialog.isVisible()).toBe(false);
    const edited = postsOf(mine.page).getByRole('listitem').filter({
      hasText: 'Who has a spare rake for Sunday?',
    });
    await expect.poll(() => edited.getByText('· edited').isVisible()).toBe(true);
    await mine.page.reload();
    await expect.poll(() => edited.getByText('· edited').isVisible()).toBe(true);

    // She deletes it: gone, and still gone after a reload.
    await deleteFromMenu(mine.page, 'Actions for your post');
    await expect.poll(() => edited.count()).toBe(0);
    await mine.page.reload();
    await expect
      .poll(() => postsOf(mine.page).getByText('Selling spare tomato seedlings').isVisible())
      .toBe(true);
    expect(await postsOf(mine.page).getByText('spare rake').count()).toBe(0);
    await settle(mine);
    expect(mine.problems).toEqual([]);

    // The group's admin deletes the other member's post.
    const moderator = await open({ as: admin });
    await moderator.page.goto(`/community/group/${groupId}`);
    const menu = moderator.page.getByRole('button', { name: 'Actions for Priya Raman’s post' });
    await expect.poll(() => menu.isVisible()).toBe(true);
    // From the keyboard: the menu opens on Enter with its first item focused.
    await menu.focus();
    await moderator.page.keyboard.press('Enter');
    await expect
      .poll(() => moderator.page.evaluate(() => document.activeElement?.textContent))
      .toBe('Delete');
    await expect
      .poll(() => moderator.page.getByRole('menuitem', { name: 'Delete' }).isVisible())
      .toBe(true);
    expect(await moderator.page.getByRole('menuitem', { name: 'Edit' }).count()).toBe(0);
    await expectNoSeriousAxeViolations(moderator.page);
    await moderator.page.keyboard.press('Escape');
    await deleteFromMenu(moderator.page, 'Actions for Priya Raman’s post');
    await moderator.page.reload();
    await expect.poll(() => moderator.page.getByText('No posts yet.').isVisible()).toBe(true);
    await settle(moderator);
    expect(moderator.problems).toEqual([]);
  });
});
