import { expect, inject } from 'vitest';
import { expectNoHorizontalOverflow, expectNoSeriousAxeViolations, it, settle } from './browser.ts';
import { api, createMember, logIn } from './support.ts';

const SHOTS = '/work/shots/bt';

it('a member shares a story, an admin declines it with a note, and she reads it in My stories', async ({
  open,
}) => {
  const member = await createMember('Noor', 'Writer');
  const title = `The year I learned to sail ${Date.now()}`;
  const note = 'Thank you, Noor. It reads as an advert for the sailing club: tell us about you.';

  // She shares it from the stories page.
  const writer = await open({ as: member });
  await writer.page.goto('/stories');
  await writer.page.getByRole('button', { name: 'Share Your Story' }).click();
  const dialog = writer.page.getByRole('dialog', { name: 'Share your story' });
  await dialog.getByLabel('Title').fill(title);
  await dialog
    .getByLabel('Your story')
    .fill('I was forty when I first took the tiller, and the wind did not care.');
  await dialog.getByRole('button', { name: 'Submit for review' }).click();
  await expect
    .poll(() => dialog.getByRole('status').textContent())
    .toContain('Our editors read every story');
  await dialog.getByRole('button', { name: 'Done' }).click();

  // An admin, in her own browser context, finds it in the stories table and declines it.
  const admin = await logIn('admin@hercircle.example', inject('demoPasswords').admin);
  const portal = await open({ as: admin });
  await portal.page.goto('/admin/stories');
  await portal.page.getByRole('textbox', { name: /Search stories/i }).fill(title);
  const declineButton = portal.page.getByRole('button', { name: `Decline ${title}` });
  await expect.poll(() => declineButton.isVisible(), { timeout: 10_000 }).toBe(true);
  await declineButton.click();
  const declineDialog = portal.page.getByRole('dialog', { name: 'Decline story' });
  await declineDialog.getByLabel('Note for the author').fill(note);
  await declineDialog.getByRole('button', { name: 'Decline story' }).click();
  await expect.poll(() => portal.page.getByText(`“${title}” is declined.`).isVisible()).toBe(true);
  expect(portal.problems).toEqual([]);

  // What the server holds for her.
  const { data } = await api<{
    data: { stories: { title: string; status: string; review_note: string | null }[] };
  }>('GET', '/stories/mine', member.token);
  expect(data.stories.find((s) => s.title === title)).toMatchObject({
    status: 'declined',
    review_note: note,
  });

  // What she sees: the badge and the note in My stories, and her bell rings.
  for (const width of [1280, 390]) {
    const tracked = width === 1280 ? writer : await open({ as: member, width, height: 844 });
    await tracked.page.goto('/profile');
    const card = tracked.page.locator('#my-stories');
    const item = card.getByRole('listitem').filter({ hasText: title });
    await expect.poll(() => item.getByText('Declined', { exact: true }).isVisible()).toBe(true);
    expect(await item.getByText('Note from the moderator').isVisible()).toBe(true);
    expect(await item.getByText(note).isVisible()).toBe(true);
    await expect
      .poll(() => tracked.page.getByRole('button', { name: 'Notifications, 1 unread' }).isVisible())
      .toBe(true);
    await settle(tracked);
    await expectNoHorizontalOverflow(tracked.page);
    await expectNoSeriousAxeViolations(tracked.page);
    await card.screenshot({ path: `${SHOTS}/my-stories-declined-${width}.png` });
    expect(tracked.problems).toEqual([]);
  }

  // The bell's panel names what happened and leads to My stories.
  await writer.page.getByRole('button', { name: 'Notifications, 1 unread' }).click();
  await expect
    .poll(() => writer.page.getByRole('link', { name: 'Your story was declined' }).isVisible())
    .toBe(true);
});
