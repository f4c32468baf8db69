import { describe, expect } from 'vitest';
import { expectNoHorizontalOverflow, expectNoSeriousAxeViolations, it } from './browser.ts';
import { api, createGroup, createMember } from './support.ts';

/** Screenshots for review (not compared): set SHOTS_DIR to keep them. */
const shots = process.env.SHOTS_DIR;

type Created = { data: { post?: { id: number }; reply?: { id: number } } };

describe('a shield she controls', () => {
  it('she mutes a word and a matching reply shows collapsed; she turns replies off on her post', async ({
    open,
  }) => {
    for (const width of [1280, 390]) {
      const stamp = `${Date.now()}-${width}`;
      const hana = await createMember('Hana', `Shield${width}`);
      const fay = await createMember('Fay', `Fellow${width}`);
      const group = await createGroup(hana.token, {
        name: `Quiet corner ${stamp}`,
        description: 'Where the shield is tried.',
      });
      await api('POST', `/community/groups/${group}/join`, fay.token);

      // She mutes a word in Settings.
      const her = await open({ as: hana, width });
      await her.page.goto('/settings');
      const card = her.page.locator('#shield');
      await card.getByRole('textbox', { name: 'Word or phrase' }).fill('spoilers');
      await card.getByRole('button', { name: 'Mute' }).click();
      await expect
        .poll(() => card.getByRole('button', { name: 'Unmute “spoilers”' }).isVisible())
        .toBe(true);
      await expectNoHorizontalOverflow(her.page);
      await expectNoSeriousAxeViolations(her.page);
      if (shots) await card.screenshot({ path: `${shots}/shield-settings-${width}.png` });

      // A reply with that word reaches her collapsed; Show opens it.
      const posted = await api<Created>('POST', `/community/groups/${group}/posts`, hana.token, {
        content: `Finished the series last night ${stamp}`,
      });
      const postId = posted.data.post!.id;
      const text = `No SPOILERS, but the last episode! ${stamp}`;
      await api('POST', `/community/posts/${postId}/replies`, fay.token, { content: text });
      await her.page.goto(`/community/group/${group}`);
      const post = her.page.locator(`#post-${postId}`);
      const show = post.getByRole('button', { name: 'Muted: contains a word you muted · Show' });
      await expect.poll(() => show.isVisible()).toBe(true);
      expect(await post.getByText(text).count()).toBe(0);
      await expectNoSeriousAxeViolations(her.page);
      if (shots) await post.screenshot({ path: `${shots}/shield-muted-reply-${width}.png` });
      await show.click();
      await expect.poll(() => post.getByText(text).isVisible()).toBe(true);

      // She turns replies off from her post's menu; Fay sees that replies are off.
      await post.getByRole('button', { name: 'Actions for your post' }).click();
      await her.page.getByRole('menuitem', { name: 'Turn replies off' }).click();
      await expect
        .poll(() => post.getByText('Replies are off', { exact: true }).isVisible())
        .toBe(true);
      const fellow = await open({ as: fay, width });
      await fellow.page.goto(`/community/group/${group}`);
      const theirs = fellow.page.locator(`#post-${postId}`);
      await expect
        .poll(() => theirs.getByText('Replies are off', { exact: true }).isVisible())
        .toBe(true);
      expect(await theirs.getByRole('button', { name: /^Reply to/ }).count()).toBe(0);
      // Fay's own reply is not muted for her: nobody else's view changes.
      await expect.poll(() => theirs.getByText(text).isVisible()).toBe(true);
      expect(
        await theirs.getByText('The author turned replies off for this post.').isVisible(),
      ).toBe(true);
      await expectNoHorizontalOverflow(fellow.page);
      await expectNoSeriousAxeViolations(fellow.page);
      if (shots) await theirs.screenshot({ path: `${shots}/shield-replies-off-${width}.png` });

      // She hides Fay's reply: Fay still reads hers, with a note.
      await post.getByRole('button', { name: /^Actions for Fay Fellow/ }).click();
      await her.page.getByRole('menuitem', { name: 'Hide reply' }).click();
      await expect
        .poll(() =>
          post.getByRole('button', { name: 'Hidden by the post’s author · Show' }).isVisible(),
        )
        .toBe(true);
      await fellow.page.reload();
      await expect
        .poll(() => theirs.getByText('The post’s author hid your reply from others.').isVisible())
        .toBe(true);

      // Blocking several at once: the dialog lists who reacted or replied.
      await post.getByRole('button', { name: 'Actions for your post' }).click();
      await her.page.getByRole('menuitem', { name: 'Block people…' }).click();
      const dialog = her.page.getByRole('dialog', { name: 'Block people from this post' });
      await expect
        .poll(() =>
          dialog.getByRole('checkbox', { name: new RegExp(`Fay Fellow${width}`) }).count(),
        )
        .toBe(1);
      await expectNoSeriousAxeViolations(her.page);
      if (shots) await dialog.screenshot({ path: `${shots}/shield-block-dialog-${width}.png` });
      await dialog.getByRole('button', { name: 'Cancel' }).click();

      // A mention from a brand-new account waits under Filtered once she filters new accounts.
      const nell = await createMember('Nell', `New${width}`, undefined, { newAccount: true });
      await api('POST', `/community/groups/${group}/join`, nell.token);
      await api('PUT', '/users/me/filters', hana.token, {
        new_accounts: true,
        strangers: false,
        muted_words: [{ text: 'spoilers' }],
      });
      await api('POST', `/community/groups/${group}/posts`, nell.token, {
        content: `Hi @[Hana Shield${width}](${hana.id})! ${stamp}`,
      });
      await her.page.goto('/notifications?show=filtered');
      const filtered = her.page.getByRole('list', { name: 'Notifications' });
      await expect
        .poll(() => filtered.getByText(new RegExp(`Nell New${width}`)).isVisible())
        .toBe(true);
      await expectNoHorizontalOverflow(her.page);
      await expectNoSeriousAxeViolations(her.page);
      if (shots) await her.page.screenshot({ path: `${shots}/shield-filtered-${width}.png` });
      expect(her.problems).toEqual([]);
      expect(fellow.problems).toEqual([]);
    }
  });
});
