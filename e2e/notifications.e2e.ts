import { describe, expect } from 'vitest';
import { expectNoHorizontalOverflow, expectNoSeriousAxeViolations, it, settle } from './browser.ts';
import { api, createMember } from './support.ts';

describe('notifications', () => {
  it('a reply rings the author’s bell without a reload, and the panel leads to the post', async ({
    open,
  }) => {
    const stamp = Date.now();
    const author = await createMember('Wren', 'Adeyemi');
    const replier = await createMember('Tess', 'Lindqvist');
    const { data } = await api<{ data: { group: { id: number } } }>(
      'POST',
      '/community/groups',
      author.token,
      { name: `Night owls ${stamp}`, description: 'For the ones awake at three.' },
    );
    const groupId = data.group.id;
    await api('POST', `/community/groups/${groupId}/join`, replier.token, {});
    const posted = await api<{ data: { post: { id: number } } }>(
      'POST',
      `/community/groups/${groupId}/posts`,
      author.token,
      { content: 'Anyone else up reading?' },
    );

    // The author is on a community page, whose chat stream carries her notifications.
    const wide = await open({ as: author });
    await wide.page.goto(`/community/group/${groupId}`);
    const bell = wide.page.getByRole('button', { name: 'Notifications, 0 unread' });
    await expect.poll(() => bell.isVisible(), { timeout: 10_000 }).toBe(true);
    // Let the live stream start before the reply is sent.
    await settle(wide);
    await api('POST', `/community/posts/${posted.data.post.id}/replies`, replier.token, {
      content: 'Always. Tea helps.',
    });
    const rung = wide.page.getByRole('button', { name: 'Notifications, 1 unread' });
    await expect.poll(() => rung.isVisible(), { timeout: 10_000 }).toBe(true);

    await rung.click();
    const link = wide.page.getByRole('link', { name: 'Tess Lindqvist replied to your post' });
    await expect.poll(() => link.isVisible()).toBe(true);
    expect(await link.getAttribute('href')).toBe(
      `/community/group/${groupId}#post-${posted.data.post.id}`,
    );
    await settle(wide);
    await expectNoSeriousAxeViolations(wide.page);
    await wide.page.screenshot({ path: '.tmp/shots/n12-bell-1280.png' });
    await link.click();
    await expect.poll(() => wide.page.url()).toContain(`/community/group/${groupId}`);
    await expect
      .poll(() => wide.page.getByRole('button', { name: 'Notifications, 0 unread' }).isVisible())
      .toBe(true);
    expect(wide.problems).toEqual([]);

    // A phone: the page of all notifications fits and reads well.
    const phone = await open({ as: author, width: 390, height: 844 });
    await phone.page.goto('/notifications');
    const list = phone.page.getByRole('list', { name: 'Notifications' });
    await expect
      .poll(() =>
        list.getByRole('link', { name: 'Tess Lindqvist replied to your post' }).isVisible(),
      )
      .toBe(true);
    await settle(phone);
    await expectNoHorizontalOverflow(phone.page);
    await expectNoSeriousAxeViolations(phone.page);
    await phone.page.screenshot({ path: '.tmp/shots/n12-notifications-390.png' });
    expect(phone.problems).toEqual([]);
  });
});
