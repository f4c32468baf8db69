import { describe, expect } from 'vitest';
import { expectNoHorizontalOverflow, expectNoSeriousAxeViolations, it, settle } from './browser.ts';
import { api, createMember } from './support.ts';

describe('search', () => {
  it('finds a post by a word in it from the nav bar box, marks the word and opens the discussion', async ({
    open,
  }) => {
    const stamp = Date.now();
    const word = `kestrelwatch${stamp}`;
    const reader = await createMember('Ines', 'Moreau');
    const author = await createMember('Oona', 'Farrell');
    const { data } = await api<{ data: { group: { id: number } } }>(
      'POST',
      '/community/groups',
      author.token,
      { name: `Birders ${stamp}`, description: 'Early mornings and binoculars.' },
    );
    const groupId = data.group.id;
    await api('POST', `/community/groups/${groupId}/posts`, author.token, {
      content: `Saw a pair on the church tower: ${word} season is open.`,
    });

    const wide = await open({ as: reader });
    await wide.page.goto('/');
    await wide.page.getByRole('textbox', { name: 'Search HerCircle' }).fill(word);
    await wide.page.keyboard.press('Enter');
    await expect.poll(() => wide.page.url()).toContain(`/search?q=${word}`);
    const results = wide.page.getByRole('list', { name: 'Results' });
    const link = results.getByRole('link', { name: `Birders ${stamp}` });
    await expect.poll(() => link.isVisible()).toBe(true);
    expect(await results.locator('mark').first().textContent()).toBe(word);
    await settle(wide);
    await expectNoSeriousAxeViolations(wide.page);
    expect(wide.problems).toEqual([]);

    await link.click();
    await expect.poll(() => wide.page.url()).toContain(`/community/group/${groupId}`);

    // A phone: the bar has a search button instead of a box; the page fits and reads well.
    const phone = await open({ as: reader, width: 390, height: 844 });
    await phone.page.goto('/');
    await phone.page.getByRole('link', { name: 'Search', exact: true }).click();
    await expect.poll(() => phone.page.url()).toContain('/search');
    await phone.page.getByRole('textbox', { name: 'Search words' }).fill(word);
    await phone.page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect
      .poll(() =>
        phone.page.getByRole('list', { name: 'Results' }).getByRole('link').first().isVisible(),
      )
      .toBe(true);
    await settle(phone);
    await expectNoHorizontalOverflow(phone.page);
    await expectNoSeriousAxeViolations(phone.page);
    expect(phone.problems).toEqual([]);
  });
});
