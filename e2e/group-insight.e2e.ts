import { describe, expect } from 'vitest';
import { checkPage, it } from './browser.ts';
import { api, createMember, query } from './support.ts';

// Quiet membership and the group dashboard (issue 35, parts 6 and 7).

describe('a quiet member and the group dashboard', () => {
  it('a member turns quiet: another member no longer sees her, the admin does and opens the dashboard', async ({
    open,
  }) => {
    const admin = await createMember('Grace', 'Leader');
    const quiet = await createMember('Iris', 'Quiet');
    const other = await createMember('Maya', 'Member');
    const { data } = await api<{ data: { group: { id: number; name: string } } }>(
      'POST',
      '/community/groups',
      admin.token,
      { name: `IVF support ${Date.now()}`, description: 'A circle for the long road.' },
    );
    const groupUrl = `/community/group/${data.group.id}`;
    // Six members, most of whom joined weeks ago, so the dashboard has weeks to draw.
    const more = [
      await createMember('Ada', 'Early'),
      await createMember('Bea', 'Early'),
      await createMember('Cleo', 'Early'),
    ];
    for (const m of [quiet, other, ...more])
      await api('POST', `/community/groups/${data.group.id}/join`, m.token);
    await query(
      `update group_members set joined_at = now() - interval '3 weeks'
       where group_id = $1 and user_id = any($2)`,
      [data.group.id, [admin.id, ...more.map((m) => m.id)]],
    );
    await query(
      `update group_members set joined_at = now() - interval '1 week'
       where group_id = $1 and user_id = $2`,
      [data.group.id, quiet.id],
    );

    // Iris turns her membership quiet on the group page, with the keyboard.
    const her = await open({ as: quiet });
    await her.page.goto(groupUrl);
    const quietSwitch = her.page.getByRole('switch', { name: 'Quiet membership' });
    await expect.poll(() => quietSwitch.isVisible()).toBe(true);
    expect(await quietSwitch.isChecked()).toBe(false);
    await quietSwitch.focus();
    await her.page.keyboard.press('Space');
    await expect.poll(() => her.page.getByText('Your membership is quiet.').isVisible()).toBe(true);
    expect(await quietSwitch.isChecked()).toBe(true);
    // She still sees herself, marked quiet.
    const herList = her.page.getByRole('list', { name: 'Members', exact: true });
    await expect.poll(() => herList.getByText('Iris Quiet').isVisible()).toBe(true);
    for (const width of [1280, 390]) {
      await her.page.setViewportSize({ width, height: 900 });
      await checkPage(her, 'group-quiet-switch', width);
    }

    // Maya no longer finds her among the members.
    const maya = await open({ as: other });
    await maya.page.goto(groupUrl);
    const mayaList = maya.page.getByRole('list', { name: 'Members', exact: true });
    await expect.poll(() => mayaList.getByText('Maya Member').isVisible()).toBe(true);
    expect(await mayaList.getByText('Iris Quiet').count()).toBe(0);

    // Grace, the admin, sees her (marked quiet) and opens the dashboard.
    const lead = await open({ as: admin });
    await lead.page.goto(groupUrl);
    const leadList = lead.page.getByRole('list', { name: 'Members', exact: true });
    await expect.poll(() => leadList.getByText('Iris Quiet').isVisible()).toBe(true);
    expect(await leadList.getByText('quiet', { exact: true }).isVisible()).toBe(true);
    await lead.page.getByRole('link', { name: 'Open the dashboard' }).click();
    await expect
      .poll(() => lead.page.getByRole('heading', { level: 1, name: 'Group dashboard' }).isVisible())
      .toBe(true);
    await expect.poll(() => lead.page.getByText('Members over time').isVisible()).toBe(true);
    // Six members is a number; nobody wrote this week, and a count of people under 5 is words.
    const figure = (term: string) =>
      lead.page
        .locator('dt', { hasText: new RegExp(`^${term}$`) })
        .locator('xpath=following-sibling::dd');
    expect(await figure('Members').textContent()).toBe('6');
    expect(await figure('Active members this week').textContent()).toBe('fewer than 5');
    for (const width of [1280, 390]) {
      await lead.page.setViewportSize({ width, height: 900 });
      await checkPage(lead, 'group-dashboard', width);
    }

    // Maya, not its admin, is told she may not see it.
    await maya.page.goto(`${groupUrl}/insights`);
    await expect
      .poll(() => maya.page.getByText('Only the group’s admins can do that').isVisible())
      .toBe(true);

    expect(her.problems).toEqual([]);
    expect(lead.problems).toEqual([]);
    expect(maya.problems.filter((p) => !p.includes('403'))).toEqual([]);
  });
});
