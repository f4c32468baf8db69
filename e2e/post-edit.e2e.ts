import { describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { expectNoSeriousAxeViolations, it, settle } from './browser.ts';
import { api, createMember, query } from './support.ts';

const postsOf = (page: Page) => page.getByRole('list', { name: 'Posts' });

/**
 * Opens a post's menu and deletes it through the confirmation: "Delete this post?" for her own, or
 * the moderator's dialog that names whose post it is (and asks for a rule and reason, optional).
 */
async function deleteFromMenu(page: Page, menuName: string, dialog = 'Delete this post?') {
  await page.getByRole('button', { name: menuName }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: dialog });
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
    // Another member's post offers her only Report.
    await mine.page.getByRole('button', { name: 'Actions for Priya Raman’s post' }).click();
    await expect
      .poll(() => mine.page.getByRole('menuitem', { name: 'Report' }).isVisible())
      .toBe(true);
    expect(await mine.page.getByRole('menuitem', { name: /Edit|Delete|Hide/ }).count()).toBe(0);
    await mine.page.keyboard.press('Escape');
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
    // From the keyboard: the menu opens on Enter with its first item (Hide, a moderator's) focused.
    await menu.focus();
    await moderator.page.keyboard.press('Enter');
    await expect
      .poll(() => moderator.page.evaluate(() => document.activeElement?.textContent))
      .toBe('Hide');
    await expect
      .poll(() => moderator.page.getByRole('menuitem', { name: 'Delete' }).isVisible())
      .toBe(true);
    expect(await moderator.page.getByRole('menuitem', { name: 'Edit' }).count()).toBe(0);
    await expectNoSeriousAxeViolations(moderator.page);
    await moderator.page.keyboard.press('Escape');
    await deleteFromMenu(
      moderator.page,
      'Actions for Priya Raman’s post',
      'Delete Priya Raman’s post?',
    );
    await moderator.page.reload();
    await expect.poll(() => moderator.page.getByText('No posts yet.').isVisible()).toBe(true);
    await settle(moderator);
    expect(moderator.problems).toEqual([]);
  });
});

describe('replies and anonymous posts', () => {
  it('a member replies to a post; where the group admin allows it she posts anonymously and the other member sees “Anonymous member”', async ({
    open,
  }) => {
    const admin = await createMember('Amaka', 'Eze');
    const author = await createMember('Lena', 'Vogel');
    const other = await createMember('Priya', 'Raman');
    const { data } = await api<{ data: { group: { id: number } } }>(
      'POST',
      '/community/groups',
      admin.token,
      { name: `Night Shift ${Date.now()}`, description: 'Nurses after midnight.' },
    );
    const groupId = data.group.id;
    for (const m of [author, other])
      await api('POST', `/community/groups/${groupId}/join`, m.token);
    await api('POST', `/community/groups/${groupId}/posts`, other.token, {
      content: 'Anyone else on the 3 a.m. bus?',
    });

    // The group admin allows anonymous posts in the group's edit dialog.
    const moderator = await open({ as: admin });
    await moderator.page.goto(`/community/group/${groupId}`);
    await moderator.page.getByRole('button', { name: 'Edit', exact: true }).click();
    const dialog = moderator.page.getByRole('dialog', { name: 'Edit group' });
    await dialog.getByRole('switch', { name: 'Allow anonymous posts' }).check({ force: true });
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await expect.poll(() => dialog.isVisible()).toBe(false);

    // The author replies to Priya's post from its Reply action.
    const mine = await open({ as: author });
    await mine.page.goto(`/community/group/${groupId}`);
    await mine.page.getByRole('button', { name: 'Reply to Priya Raman’s post' }).click();
    const box = mine.page.getByRole('textbox', { name: 'Write a reply' });
    await expect.poll(() => box.evaluate((el) => el === document.activeElement)).toBe(true);
    await box.fill('Every Tuesday. Front seat, left side.');
    await mine.page.getByRole('button', { name: 'Reply', exact: true }).click();
    const replies = mine.page.getByRole('list', { name: 'Replies to Priya Raman’s post' });
    await expect
      .poll(() => replies.getByText('Every Tuesday. Front seat, left side.').isVisible())
      .toBe(true);
    await expect
      .poll(() => mine.page.getByRole('button', { name: '1 reply' }).isVisible())
      .toBe(true);

    // Then she posts anonymously, with an impatient double click: one post is stored.
    await mine.page.getByRole('textbox', { name: 'Write a post' }).fill('I cried in the car park.');
    await mine.page.getByRole('checkbox', { name: /Post anonymously/ }).check();
    await mine.page.getByRole('button', { name: 'Post', exact: true }).dblclick();
    const anonymous = postsOf(mine.page)
      .getByRole('listitem')
      .filter({ hasText: 'I cried in the car park.' });
    await expect.poll(() => anonymous.getByText('Anonymous member (you)').isVisible()).toBe(true);
    await settle(mine);
    expect(mine.problems).toEqual([]);
    expect(
      await query(
        'select user_id, anonymous from group_posts where group_id = $1 and content = $2',
        [groupId, 'I cried in the car park.'],
      ),
    ).toEqual([{ user_id: author.id, anonymous: true }]);

    // Priya sees “Anonymous member” and no name, and the reply under her own post.
    const reader = await open({ as: other });
    await reader.page.goto(`/community/group/${groupId}`);
    const theirs = postsOf(reader.page)
      .getByRole('listitem')
      .filter({ hasText: 'I cried in the car park.' });
    await expect.poll(() => theirs.getByText('Anonymous member').isVisible()).toBe(true);
    expect(await theirs.getByText('Lena').count()).toBe(0);
    expect(await theirs.getByRole('link').count()).toBe(0);
    // Replies show under their post without a click.
    const underMine = reader.page.getByRole('list', { name: 'Replies to your post' });
    await expect
      .poll(() => underMine.getByText('Every Tuesday. Front seat, left side.').isVisible())
      .toBe(true);
    expect(await underMine.getByRole('link', { name: 'Lena Vogel' }).isVisible()).toBe(true);
    await expectNoSeriousAxeViolations(reader.page);
    await settle(reader);
    expect(reader.problems).toEqual([]);
  });
});
