import { describe, expect } from 'vitest';
import {
  expectNoHorizontalOverflow,
  expectNoSeriousAxeViolations,
  it,
  settle,
  whenLive,
} from './browser.ts';
import { api, createMember } from './support.ts';

describe('mentions', () => {
  it('a member mentions another from the autocomplete; she is notified and the mention leads to her page', async ({
    open,
  }) => {
    const stamp = Date.now();
    const amara = await createMember('Amara', 'Okafor');
    const bea = await createMember('Beatrix', 'Lind');
    const { data } = await api<{ data: { group: { id: number } } }>(
      'POST',
      '/community/groups',
      amara.token,
      { name: `Book swap ${stamp}`, description: 'Pass on what you loved.' },
    );
    const groupId = data.group.id;
    await api('POST', `/community/groups/${groupId}/join`, bea.token, {});

    for (const width of [1280, 390]) {
      const a = await open({ as: amara, width });
      await a.page.goto(`/community/group/${groupId}`);
      const box = a.page.getByRole('textbox', { name: 'Write a post' });
      // The first page of a cold server can take a while on a busy machine.
      await expect.poll(() => box.isVisible(), { timeout: 30_000 }).toBe(true);
      // The page arrives rendered for her: the autocomplete is React's once the page is.
      await whenLive(a.page);
      await box.click();
      await box.pressSequentially(`Thanks for the Ferrante (${width}), @Bea`);
      const list = a.page.getByRole('listbox', { name: 'Members to mention' });
      const option = list.getByRole('option', { name: `Beatrix Lind` });
      await expect.poll(() => option.isVisible(), { timeout: 10_000 }).toBe(true);
      expect(await box.getAttribute('aria-activedescendant')).toBe(await option.getAttribute('id'));
      await settle(a);
      await expectNoHorizontalOverflow(a.page);
      await expectNoSeriousAxeViolations(a.page);
      await a.page.screenshot({ path: `/work/shots/m/autocomplete-${width}.png` });

      await box.press('Enter');
      expect(await box.inputValue()).toBe(
        `Thanks for the Ferrante (${width}), @[Beatrix Lind](${bea.id}) `,
      );
      expect(await list.isVisible()).toBe(false);
      await a.page.getByRole('button', { name: 'Post', exact: true }).click();
      const posts = a.page.getByRole('list', { name: 'Posts' });
      const mention = posts
        .getByRole('listitem')
        .filter({ hasText: `(${width})` })
        .getByRole('link', { name: `@Beatrix Lind` });
      await expect.poll(() => mention.isVisible(), { timeout: 10_000 }).toBe(true);
      expect(await mention.getAttribute('href')).toBe(`/members/${bea.id}`);
      expect(a.problems).toEqual([]);
    }

    // Bea hears of both, opens one and lands on the post; the mention leads to her own page.
    const b = await open({ as: bea });
    await b.page.goto('/notifications');
    const notes = b.page.getByRole('list', { name: 'Notifications' });
    const note = notes.getByRole('link', { name: 'Amara Okafor mentioned you' });
    await expect.poll(() => note.count(), { timeout: 10_000 }).toBe(2);
    await note.first().click();
    await expect.poll(() => b.page.url()).toContain(`/community/group/${groupId}#post-`);
    const link = b.page
      .getByRole('list', { name: 'Posts' })
      .getByRole('link', { name: `@Beatrix Lind` })
      .first();
    await expect.poll(() => link.isVisible(), { timeout: 10_000 }).toBe(true);
    await link.click();
    await expect.poll(() => b.page.url()).toContain(`/members/${bea.id}`);
    await expect
      .poll(() => b.page.getByRole('heading', { level: 1, name: `Beatrix Lind` }).isVisible())
      .toBe(true);
    expect(b.problems).toEqual([]);
  });
});
