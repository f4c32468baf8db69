import { expect, inject } from 'vitest';
import { checkPage, it, settle } from './browser.ts';
import { api, createGroup, createMember, logIn } from './support.ts';

// New accounts earn trust (issue 33, part 6): an hour-old account's post repeating hers in another
// group waits for a moderator; she sees it waiting, other members do not see it, and the site
// admin's queue shows it with her account's age.

const check = checkPage;

it('a new account’s repeated post waits for a moderator: hers to see, nobody else’s, in the queue with her age', async ({
  open,
}) => {
  const founder = await createMember('Farah', 'Osei');
  const reader = await createMember('Rita', 'Lind');
  const stamp = Date.now();
  const walks = await createGroup(founder.token, {
    name: `Dawn walkers ${stamp}`,
    description: 'Walks at sunrise.',
  });
  const runs = await createGroup(founder.token, {
    name: `Dusk runners ${stamp}`,
    description: 'Runs at sunset.',
  });
  const newcomer = await createMember('Nell', 'Newcomer', undefined, { newAccount: true });
  for (const id of [walks, runs]) {
    await api('POST', `/community/groups/${id}/join`, newcomer.token);
    await api('POST', `/community/groups/${id}/join`, reader.token);
  }
  const text = `Cheap trainers, message me for the link ${stamp}`;
  await api('POST', `/community/groups/${walks}/posts`, newcomer.token, { content: text });

  // She posts the same words in the other group: the post is hers to see, waiting.
  const her = await open({ as: newcomer, width: 1280 });
  await her.page.goto(`/community/group/${runs}`);
  await her.page.getByRole('textbox', { name: 'Write a post' }).fill(text);
  await her.page.getByRole('button', { name: 'Post', exact: true }).click();
  const waiting = her.page.getByText('Waiting for a moderator');
  await expect.poll(() => waiting.isVisible()).toBe(true);
  expect(
    await her.page.getByText('This post repeats one you posted in another group').isVisible(),
  ).toBe(true);
  await check(her, 'held-post', 1280);
  expect(her.problems).toEqual([]);

  const phone = await open({ as: newcomer, width: 390, height: 844 });
  await phone.page.goto(`/community/group/${runs}`);
  await expect.poll(() => phone.page.getByText('Waiting for a moderator').isVisible()).toBe(true);
  await check(phone, 'held-post', 390);

  // Another member of the group does not see it.
  const other = await open({ as: reader });
  await other.page.goto(`/community/group/${runs}`);
  await other.page.getByRole('heading', { name: `Dusk runners ${stamp}` }).waitFor();
  await settle(other);
  expect(await other.page.getByText(text).count()).toBe(0);

  // The site admin's queue has it, with her account's age.
  const admin = await logIn('admin@hercircle.example', inject('demoPasswords').admin);
  const desk = await open({ as: admin, width: 1280 });
  await desk.page.goto('/admin/reports');
  const row = desk.page.getByRole('row', { name: new RegExp(`message me for the link ${stamp}`) });
  await expect.poll(() => row.count()).toBe(1);
  expect(await row.getByText('Account age: under an hour').isVisible()).toBe(true);
  await check(desk, 'queue-account-age', 1280);
  expect(desk.problems).toEqual([]);
});
