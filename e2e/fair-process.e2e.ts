// Fair process (issue 33): a member whose post three others reported reads the statement of
// reasons and appeals; a second site admin reverses the decision; the post is back for everyone;
// a reporter follows her report to "actioned" under the rule applied.
import { describe, expect } from 'vitest';
import { expectNoHorizontalOverflow, expectNoSeriousAxeViolations, it, settle } from './browser.ts';
import { api, createMember, logIn, promoteToAdmin, query } from './support.ts';

/** Screenshots for review (not compared): set SHOTS_DIR to keep them. */
const shots = process.env.SHOTS_DIR;

describe('fair process', () => {
  it('she reads why her post was hidden and appeals; a second admin reverses it; the post is back', async ({
    open,
  }) => {
    const owner = await createMember('Lena', 'Moss');
    const author = await createMember('Dara', 'Quinn');
    const reporters = await Promise.all(
      ['Ines', 'Oda', 'Pia'].map((name) => createMember(name, 'Reporter')),
    );
    const deciding = await createMember('Vera', 'Lind');
    const reviewing = await createMember('Wren', 'Ash');
    for (const a of [deciding, reviewing]) await promoteToAdmin(a.id);
    const decider = await logIn(deciding.email, deciding.password);
    const { data } = await api<{ data: { group: { id: number } } }>(
      'POST',
      '/community/groups',
      owner.token,
      { name: `Tuesday Walkers ${Date.now()}`, description: 'We walk, we talk.' },
    );
    const groupId = data.group.id;
    for (const m of [author, ...reporters])
      await api('POST', `/community/groups/${groupId}/join`, m.token);
    const { data: posted } = await api<{ data: { post: { id: number } } }>(
      'POST',
      `/community/groups/${groupId}/posts`,
      author.token,
      { content: 'Honestly, anyone who walks slower than me should stay home.' },
    );
    const postId = posted.post.id;
    // Three members report it: the reports alone hide it, and a site admin then hides it under
    // rule 1 with a reason she will read.
    for (const r of reporters)
      await api('POST', '/reports', r.token, {
        target_type: 'post',
        target_id: postId,
        reason: 'harassment',
      });
    const [report] = await query<{ id: number }>(
      "select id from reports where target_type = 'post' and target_id = $1 order by id limit 1",
      [postId],
    );
    await api('POST', `/moderation/reports/${report!.id}/resolve`, decider.token, {
      action: 'hide',
      note: 'Mocking slower members',
      rule: 1,
      reason: 'It mocks members who walk more slowly.',
    });
    const [decision] = await query<{ id: number }>(
      "select id from moderation_decisions where user_id = $1 and action = 'hide'",
      [author.id],
    );

    // She reads the statement where her bell leads, at 390 px, and appeals.
    const her = await open({ as: author, width: 390, height: 844 });
    await her.page.goto(`/decisions#decision-${decision!.id}`);
    const statement = her.page.locator(`#decision-${decision!.id}`);
    await expect.poll(() => statement.isVisible()).toBe(true);
    const text = await statement.textContent();
    expect(text).toContain('Your post in Tuesday Walkers');
    expect(text).toContain('Be kind');
    expect(text).toContain('It mocks members who walk more slowly.');
    expect(text).toContain('Decided by a moderator');
    // The automatic hide before it says so too.
    await expect
      .poll(() => her.page.getByText('Decided automatically').first().isVisible())
      .toBe(true);
    await settle(her);
    await expectNoSeriousAxeViolations(her.page);
    await expectNoHorizontalOverflow(her.page);
    if (shots) await her.page.screenshot({ path: `${shots}/decisions-390.png`, fullPage: true });
    await statement.getByRole('button', { name: 'Appeal' }).click();
    await statement
      .getByRole('textbox', { name: 'Why should this decision change?' })
      .fill('It was a joke about myself: I am the slowest walker in the group.');
    await statement.getByRole('button', { name: 'Submit appeal' }).click();
    await expect
      .poll(() => statement.getByRole('status').textContent())
      .toContain('You appealed. An admin who did not take this decision will look at it');

    // A second admin (not the one who decided) reverses it from the portal.
    const admin = await open({ as: reviewing });
    await admin.page.goto('/admin/appeals');
    const review = admin.page.getByRole('button', { name: /^Review the appeal of Dara Quinn/ });
    await expect.poll(() => review.isVisible()).toBe(true);
    await review.click();
    const drawer = admin.page.getByRole('dialog');
    await drawer
      .getByRole('textbox', { name: 'Reason she is told' })
      .fill('Read in context it is self-mockery, not an attack.');
    await drawer.getByRole('button', { name: 'Reverse' }).click();
    await expect
      .poll(async () => {
        const [row] = await query<{ status: string }>(
          'select status from appeals where decision_id = $1',
          [decision!.id],
        );
        return row?.status;
      })
      .toBe('reversed');
    await settle(admin);
    expect(admin.problems).toEqual([]);

    // The post is back for everyone: a reporter reads it in the group.
    const reader = await open({ as: reporters[0]! });
    await reader.page.goto(`/community/group/${groupId}`);
    await expect
      .poll(() => reader.page.getByText('anyone who walks slower than me').isVisible())
      .toBe(true);
    // And her report reads "Actioned" under the rule applied.
    await reader.page.goto('/settings#my-reports');
    const mine = reader.page.getByRole('listitem').filter({ hasText: `R-${report!.id}` });
    await expect.poll(() => mine.getByText('Actioned', { exact: true }).isVisible()).toBe(true);
    await expect.poll(() => mine.getByText('Under rule 1: Be kind').isVisible()).toBe(true);
    await settle(reader);
    expect(reader.problems).toEqual([]);

    // Her statement now says it was reversed, with the reason.
    await her.page.reload();
    await expect
      .poll(() =>
        statement.getByText('Read in context it is self-mockery, not an attack.').isVisible(),
      )
      .toBe(true);
    await settle(her);
    expect(her.problems).toEqual([]);
  });
});
