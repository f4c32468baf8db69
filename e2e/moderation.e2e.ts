import { describe, expect } from 'vitest';
import { expectNoSeriousAxeViolations, it, settle } from './browser.ts';
import { api, createMember, logIn, promoteToAdmin } from './support.ts';

describe('moderation', () => {
  it('a member reports a post and sees it open; a site admin hides it from /admin/reports; it is gone for others and her report reads actioned', async ({
    open,
  }) => {
    const groupAdmin = await createMember('Amaka', 'Eze');
    const author = await createMember('Lena', 'Vogel');
    const reporter = await createMember('Priya', 'Raman');
    const other = await createMember('Dana', 'Okafor');
    const moderator = await createMember('Sofia', 'Moretti');
    await promoteToAdmin(moderator.id);
    const admin = { ...moderator, ...(await logIn(moderator.email, moderator.password)) };

    const name = `Book Swap ${Date.now()}`;
    const { data } = await api<{ data: { group: { id: number } } }>(
      'POST',
      '/community/groups',
      groupAdmin.token,
      { name, description: 'Trade the books you loved.' },
    );
    const groupId = data.group.id;
    for (const m of [author, reporter, other])
      await api('POST', `/community/groups/${groupId}/join`, m.token);
    const text = 'Cheap designer bags, DM me for the link';
    await api('POST', `/community/groups/${groupId}/posts`, author.token, { content: text });

    // The member reports the post from its menu.
    const member = await open({ as: reporter });
    await member.page.goto(`/community/group/${groupId}`);
    const menu = member.page.getByRole('button', { name: 'Actions for Lena Vogel’s post' });
    await expect.poll(() => menu.isVisible()).toBe(true);
    await menu.click();
    await member.page.getByRole('menuitem', { name: 'Report' }).click();
    const dialog = member.page.getByRole('dialog');
    await dialog.getByRole('radio', { name: 'Spam or scam' }).check();
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect
      .poll(() => dialog.getByText('Thanks, our moderators will review this').isVisible())
      .toBe(true);

    // My reports in /settings: open.
    await member.page.goto('/settings');
    // Her only report; once hidden its text is no longer hers to see, so it is found by its reason.
    const mine = member.page.getByRole('listitem').filter({ hasText: 'Spam or scam' });
    await expect.poll(() => mine.getByText(text).isVisible()).toBe(true);
    await expect.poll(() => mine.getByText('Open', { exact: true }).isVisible()).toBe(true);

    // A site admin finds it in the queue and hides it from the drawer.
    const desk = await open({ as: admin });
    await desk.page.goto('/admin/reports');
    const row = desk.page.getByRole('row').filter({ hasText: text });
    await expect.poll(() => row.isVisible()).toBe(true);
    await expect.poll(() => row.getByText('Spam or scam').isVisible()).toBe(true);
    await expectNoSeriousAxeViolations(desk.page);
    await row.getByRole('button', { name: /^Review post/ }).click();
    const drawer = desk.page.getByRole('dialog');
    await expect.poll(() => drawer.getByText(text).first().isVisible()).toBe(true);
    await expect.poll(() => drawer.getByText(/Priya Raman/).isVisible()).toBe(true);
    await expectNoSeriousAxeViolations(desk.page);
    await drawer.getByRole('radio', { name: /^Hide/ }).check();
    await drawer.getByRole('textbox', { name: /Note/ }).fill('Spam: selling counterfeit goods');
    await drawer.getByRole('button', { name: 'Hide', exact: true }).click();
    await expect.poll(() => desk.page.getByText('Report resolved.').isVisible()).toBe(true);
    await expect.poll(() => row.count()).toBe(0);
    await settle(desk);
    expect(desk.problems).toEqual([]);

    // Gone for another member of the group.
    const reader = await open({ as: other });
    await reader.page.goto(`/community/group/${groupId}`);
    await expect
      .poll(() => reader.page.getByText('Trade the books you loved.').first().isVisible())
      .toBe(true);
    await settle(reader);
    expect(await reader.page.getByText(text).count()).toBe(0);

    // Her report now reads actioned.
    await member.page.reload();
    await expect.poll(() => mine.getByText('Actioned', { exact: true }).isVisible()).toBe(true);
    await settle(member);
    expect(member.problems).toEqual([]);
  });
});
