import { describe, expect } from 'vitest';
import { expectNoHorizontalOverflow, expectNoSeriousAxeViolations, it } from './browser.ts';
import { api, createMember } from './support.ts';

async function createGroup(token: string, name: string) {
  const { data } = await api<{ data: { group: { id: number } } }>(
    'POST',
    '/community/groups',
    token,
    { name, description: `${name}: where the journey meets.` },
  );
  return data.group.id;
}

describe('member profiles', () => {
  it("from a post's author name to her page: who she is, the groups they share, Message", async ({
    open,
  }) => {
    const stamp = Date.now();
    const zara = await createMember('Zara', 'Haddad');
    const uma = await createMember('Uma', 'Reyes');
    await api('PUT', `/users/${zara.id}/profile`, zara.token, {
      bio: 'Night-shift nurse, weekend potter.',
      occupation: 'Nurse',
      location: 'Leeds',
    });
    const pottery = await createGroup(zara.token, `Pottery Friends ${stamp}`);
    const nurses = await createGroup(zara.token, `Nurses Unwind ${stamp}`);
    await createGroup(zara.token, `Zara Alone ${stamp}`);
    for (const id of [pottery, nurses])
      await api('POST', `/community/groups/${id}/join`, uma.token);
    const post = `The kiln is free on Sunday ${stamp}`;
    await api('POST', `/community/groups/${pottery}/posts`, zara.token, { content: post });

    for (const width of [1280, 390]) {
      const u = await open({ as: uma, width });
      await u.page.goto(`/community/group/${pottery}`);
      const posts = u.page.getByRole('list', { name: 'Posts' });
      await expect.poll(() => posts.getByText(post).isVisible()).toBe(true);
      // The group's Members card names her as a link to her page too.
      const members = u.page.getByRole('list', { name: 'Members', exact: true });
      expect(await members.getByRole('link', { name: 'Zara Haddad' }).getAttribute('href')).toBe(
        `/members/${zara.id}`,
      );
      await posts.getByRole('link', { name: 'Zara Haddad' }).first().click();
      await expect.poll(() => u.page.url()).toContain(`/members/${zara.id}`);
      await expect
        .poll(() => u.page.getByRole('heading', { level: 1, name: 'Zara Haddad' }).isVisible())
        .toBe(true);
      expect(await u.page.getByText('Night-shift nurse, weekend potter.').isVisible()).toBe(true);
      expect(await u.page.getByText(/^Joined [A-Z][a-z]+ \d{4}$/).isVisible()).toBe(true);

      const shared = u.page.getByRole('region', { name: 'Groups in common' });
      await expect.poll(() => shared.getByRole('link').count()).toBe(2);
      expect(
        await shared.getByRole('link', { name: `Nurses Unwind ${stamp}` }).getAttribute('href'),
      ).toBe(`/community/group/${nurses}`);
      expect(await shared.getByText(`Zara Alone ${stamp}`).count()).toBe(0);
      expect(
        await u.page.getByRole('link', { name: 'Message', exact: true }).getAttribute('href'),
      ).toBe(`/messages?to=${zara.id}`);
      for (const name of ['Mute', 'Block', 'Report'])
        expect(await u.page.getByRole('button', { name }).isVisible()).toBe(true);
      await expectNoHorizontalOverflow(u.page);
      await expectNoSeriousAxeViolations(u.page);

      // A group in common leads to the group.
      await shared.getByRole('link', { name: `Pottery Friends ${stamp}` }).click();
      await expect.poll(() => u.page.url()).toContain(`/community/group/${pottery}`);
      expect(u.problems).toEqual([]);
    }
  });
});
