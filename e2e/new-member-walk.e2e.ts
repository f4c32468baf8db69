// A walk as a new member (issue 35): her first-visit checklist on /community, her welcome on the
// home page (not a "welcome back"), a formatted post in a group, Messages from the top bar, and a
// reaction's count and names before she reacts.
import { describe, expect } from 'vitest';
import { checkPage, it, whenLive } from './browser.ts';
import { api, createGroup, createMember } from './support.ts';

/** A leader's group with a formatted post she reacted to, and a new member with interests. */
async function world() {
  const stamp = Date.now();
  const lena = await createMember('Lena', 'Hart');
  const nora = await createMember('Nora', 'Quinn', undefined, { newAccount: true });
  const groupName = `Dawn Runners ${stamp}`;
  const groupId = await createGroup(lena.token, {
    name: groupName,
    description: 'Early runs and slow coffees.',
    category: 'Health & Wellness',
  });
  const { data } = await api<{ data: { post: { id: number } } }>(
    'POST',
    `/community/groups/${groupId}/posts`,
    lena.token,
    {
      content: [
        'Welcome, **new runners**! Start *slowly*.',
        '',
        '> Every run counts.',
        '',
        '- shoes that fit',
        '- the [route map](https://maps.example.org/dawn)',
        '',
        '<script>alert(1)</script>',
      ].join('\n'),
    },
  );
  await api('PUT', `/community/posts/${data.post.id}/reactions/heart`, lena.token);
  // Her interests (and a few words) from her profile page: the checklist ticks them.
  await api('PUT', `/users/${nora.id}/profile`, nora.token, {
    first_name: 'Nora',
    last_name: 'Quinn',
    bio: 'New in town, up early.',
    interests: `Wellness, Runners ${stamp}`,
  });
  return { nora, groupId, groupName };
}

describe('a new member’s walk', () => {
  it('her checklist on /community, and "Welcome, Nora" on the home page', async ({ open }) => {
    const { nora, groupName } = await world();
    for (const width of [1280, 390]) {
      const t = await open({ as: nora, width });
      await t.page.goto('/community');
      const checklist = t.page.getByRole('region', { name: 'Your first steps' });
      await expect.poll(() => checklist.isVisible(), { timeout: 30_000 }).toBe(true);
      expect(await checklist.textContent()).toContain('Complete your profile (done)');
      expect(await checklist.textContent()).toContain('Join a group (to do)');
      expect(await checklist.getByRole('link', { name: groupName }).isVisible()).toBe(true);
      await checkPage(t, 'community-checklist', width);

      await t.page.goto('/');
      const welcome = t.page.getByRole('heading', { name: 'Welcome, Nora' });
      await expect.poll(() => welcome.isVisible(), { timeout: 10_000 }).toBe(true);
      expect(await t.page.getByText('Welcome back').count()).toBe(0);
      await checkPage(t, 'home-member', width);
      expect(t.problems).toEqual([]);
    }
  });

  it('a formatted post, who reacted before she reacts, and Messages from the top bar', async ({
    open,
  }) => {
    const { nora, groupId } = await world();
    await api('POST', `/community/groups/${groupId}/join`, nora.token, {});
    for (const width of [1280, 390]) {
      const t = await open({ as: nora, width });
      await t.page.goto(`/community/group/${groupId}`);
      const post = t.page.getByRole('list', { name: 'Posts' }).getByRole('listitem').first();
      const bold = post.locator('strong', { hasText: 'new runners' });
      await expect.poll(() => bold.isVisible(), { timeout: 30_000 }).toBe(true);
      await whenLive(t.page);
      expect(await post.locator('blockquote').textContent()).toContain('Every run counts.');
      const link = post.getByRole('link', { name: 'route map' });
      expect(await link.getAttribute('rel')).toBe('nofollow ugc noopener');
      expect(await link.getAttribute('target')).toBe('_blank');
      expect(await post.getByText('<script>alert(1)</script>').isVisible()).toBe(true);
      // Who reacted, before she reacts herself.
      await post.getByRole('button', { name: '1 reaction', exact: true }).click();
      const who = t.page.getByRole('group', { name: 'Who reacted' });
      await expect.poll(() => who.textContent(), { timeout: 10_000 }).toContain('Heart (1): Lena');
      await checkPage(t, 'formatted-post', width);
      await t.page.keyboard.press('Escape');

      // Messages from the top bar; on a phone from the avatar menu, which the bar holds.
      if (width === 1280) await t.page.getByRole('link', { name: 'Messages' }).click();
      else {
        await t.page.getByRole('button', { name: 'Account menu for Nora Quinn' }).click();
        await t.page.getByRole('menuitem', { name: 'Messages' }).click();
      }
      await expect
        .poll(() => new URL(t.page.url()).pathname, { timeout: 10_000 })
        .toBe('/messages');
      expect(t.problems).toEqual([]);
    }
  });
});
