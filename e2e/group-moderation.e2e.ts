import { describe, expect } from 'vitest';
import { expectNoSeriousAxeViolations, it } from './browser.ts';
import { api, createMember } from './support.ts';

describe('group moderation', () => {
  it('a group admin bans a member from the members card; she sees she is banned, with no Join; unban lets her join', async ({
    open,
  }) => {
    const admin = await createMember('Ngozi', 'Adeyemi');
    const member = await createMember('Tess', 'Marlow');
    const { data } = await api<{ data: { group: { id: number; name: string } } }>(
      'POST',
      '/community/groups',
      admin.token,
      { name: `Sourdough Circle ${Date.now()}`, description: 'Starters, crumbs and patience.' },
    );
    const groupUrl = `/community/group/${data.group.id}`;
    await api('POST', `/community/groups/${data.group.id}/join`, member.token);

    // The admin bans Tess from her row's menu, with a reason.
    const mod = await open({ as: admin });
    await mod.page.goto(groupUrl);
    const members = mod.page.getByRole('list', { name: 'Members', exact: true });
    await expect.poll(() => members.getByText('Tess Marlow').isVisible()).toBe(true);
    await mod.page.getByRole('button', { name: 'Actions for Tess Marlow' }).click();
    await expect
      .poll(() => mod.page.getByRole('menuitem', { name: 'Remove from group' }).isVisible())
      .toBe(true);
    await expectNoSeriousAxeViolations(mod.page);
    await mod.page.getByRole('menuitem', { name: 'Ban from group' }).click();
    const dialog = mod.page.getByRole('dialog', { name: 'Ban Tess Marlow?' });
    await dialog.getByRole('textbox', { name: 'Reason she is shown' }).fill('Spam links');
    await expectNoSeriousAxeViolations(mod.page);
    await dialog.getByRole('button', { name: 'Ban' }).click();
    await expect.poll(() => dialog.isVisible()).toBe(false);
    await expect.poll(() => members.getByText('Tess Marlow').count()).toBe(0);
    const banned = mod.page.getByRole('list', { name: 'Banned members' });
    await expect.poll(() => banned.getByText('Tess Marlow').isVisible()).toBe(true);
    expect(await banned.getByText('Reason: Spam links').isVisible()).toBe(true);
    await expectNoSeriousAxeViolations(mod.page);

    // Tess sees that she is banned: a disabled button says so, and there is no Join to press.
    const tess = await open({ as: member });
    await tess.page.goto(groupUrl);
    const bannedButton = tess.page.getByRole('button', { name: 'Banned from this group' });
    await expect.poll(() => bannedButton.isVisible()).toBe(true);
    expect(await bannedButton.isDisabled()).toBe(true);
    expect(await tess.page.getByText("banned you, so you can't join it").isVisible()).toBe(true);
    expect(await tess.page.getByRole('button', { name: 'Join Group' }).count()).toBe(0);
    await expectNoSeriousAxeViolations(tess.page);

    // Unbanned, she joins.
    await mod.page.getByRole('button', { name: 'Unban Tess Marlow' }).click();
    await expect
      .poll(() => mod.page.getByText('No one is banned from this group.').isVisible())
      .toBe(true);
    await tess.page.reload();
    await tess.page.getByRole('button', { name: 'Join Group' }).click();
    await expect
      .poll(() => tess.page.getByText(`Welcome to ${data.group.name}.`).isVisible())
      .toBe(true);
    expect(tess.problems.filter((p) => !p.includes('403'))).toEqual([]);
    expect(mod.problems).toEqual([]);
  });
});
