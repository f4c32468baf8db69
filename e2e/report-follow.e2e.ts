// Reports she can follow (issue 33): a receipt when she reports a post (on screen and by email),
// then her report in /settings reads "Actioned" with the house rule the moderators applied.
import { describe, expect } from 'vitest';
import { expectNoHorizontalOverflow, expectNoSeriousAxeViolations, it, settle } from './browser.ts';
import { api, createMember, logIn, promoteToAdmin, query } from './support.ts';

/** Screenshots for review (not compared): set SHOTS_DIR to keep them. */
const shots = process.env.SHOTS_DIR;

describe('reports she can follow', () => {
  it('she gets a receipt for her report, and follows it to “actioned” under the rule applied', async ({
    open,
  }) => {
    const owner = await createMember('Imani', 'Cole');
    const author = await createMember('Greta', 'Holm');
    const reporter = await createMember('Noor', 'Haddad');
    const moderator = await createMember('Vera', 'Lind');
    await promoteToAdmin(moderator.id);
    const admin = await logIn(moderator.email, moderator.password);
    const { data } = await api<{ data: { group: { id: number } } }>(
      'POST',
      '/community/groups',
      owner.token,
      { name: `Night Owls ${Date.now()}`, description: 'For those awake at 3 am.' },
    );
    const groupId = data.group.id;
    for (const m of [author, reporter])
      await api('POST', `/community/groups/${groupId}/join`, m.token);
    await api('POST', `/community/groups/${groupId}/posts`, author.token, {
      content: 'Everyone go tell Noor what you really think of her',
    });

    // At 390 px, as on her phone.
    const t = await open({ as: reporter, width: 390, height: 844 });
    const { page } = t;
    await page.goto(`/community/group/${groupId}`);
    const menu = page.getByRole('button', { name: 'Actions for Greta Holm’s post' });
    await expect.poll(() => menu.isVisible()).toBe(true);
    await menu.click();
    await page.getByRole('menuitem', { name: 'Report' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('radio', { name: 'Harassment or bullying' }).check();
    await dialog.getByRole('button', { name: 'Send' }).click();
    const receipt = dialog.getByRole('region', { name: 'Your receipt' });
    await expect.poll(() => receipt.isVisible()).toBe(true);
    const [report] = await query<{ id: number }>(
      "select id from reports where reporter_id = $1 and target_type = 'post'",
      [reporter.id],
    );
    const text = await receipt.textContent();
    expect(text).toContain(`R-${report!.id}`);
    expect(text).toContain('A post: “Everyone go tell Noor');
    expect(text).toContain('Harassment or bullying');
    await settle(t);
    await expectNoSeriousAxeViolations(page);
    await expectNoHorizontalOverflow(page);
    if (shots) await page.screenshot({ path: `${shots}/report-receipt-390.png` });

    // The same receipt by email.
    const mails = await query<{ subject: string }>(
      'select subject from outbox_emails where to_address = $1 order by id',
      [reporter.email],
    );
    expect(mails.map((m) => m.subject)).toContain(`We received your report R-${report!.id}`);

    // A site admin hides the post under rule 2.
    await api('POST', `/moderation/reports/${report!.id}/resolve`, admin.token, {
      action: 'hide',
      note: 'Calls for a pile-on',
      rule: 2,
    });

    // She follows the receipt's link to her reports.
    await receipt.getByRole('link', { name: 'My reports' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/settings');
    const mine = page.getByRole('listitem').filter({ hasText: `R-${report!.id}` });
    await expect.poll(() => mine.getByText('Actioned', { exact: true }).isVisible()).toBe(true);
    await expect
      .poll(() => mine.getByText('Under rule 2: No harassment or pile-ons').isVisible())
      .toBe(true);
    await settle(t);
    await expectNoSeriousAxeViolations(page);
    expect(t.problems).toEqual([]);
  });
});
