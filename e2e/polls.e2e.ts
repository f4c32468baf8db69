import { mkdirSync } from 'node:fs';
import { describe, expect } from 'vitest';
import { checkPage, it, streamOpen } from './browser.ts';
import { api, createMember } from './support.ts';

const SHOTS = process.env.SHOTS_DIR ?? '/work/shots/polls';

describe('polls and scheduled posts', () => {
  it('a leader asks with a poll; a member votes and another member’s open page sees the counts change live', async ({
    open,
  }) => {
    mkdirSync(SHOTS, { recursive: true });
    const stamp = Date.now();
    const leader = await createMember('Amara', 'Okafor');
    const voter = await createMember('Lina', 'Berg');
    const watcher = await createMember('Noor', 'Haddad');
    const { data } = await api<{ data: { group: { id: number } } }>(
      'POST',
      '/community/groups',
      leader.token,
      { name: `Book circle ${stamp}`, description: 'One book a month, slowly.' },
    );
    const groupId = data.group.id;
    for (const m of [voter, watcher])
      await api('POST', `/community/groups/${groupId}/join`, m.token, {});
    // A scheduled post: its author and the group's admins see it marked, nobody else at all.
    await api('POST', `/community/groups/${groupId}/posts`, leader.token, {
      content: `Reminder for next month ${stamp}`,
      publish_at: new Date(Date.now() + 86_400_000).toISOString(),
    });

    // The leader writes a post with a poll in the composer.
    const mine = await open({ as: leader, width: 1280 });
    await mine.page.goto(`/community/group/${groupId}`);
    await expect
      .poll(
        () =>
          mine.page
            .getByText(/Scheduled for /)
            .first()
            .isVisible(),
        { timeout: 10_000 },
      )
      .toBe(true);
    await mine.page.getByRole('textbox', { name: 'Write a post' }).fill('Which book next?');
    await mine.page.getByRole('button', { name: 'Add a poll' }).click();
    await mine.page.getByRole('textbox', { name: 'Question' }).fill('What shall we read in May?');
    await mine.page.getByRole('textbox', { name: 'Option 1' }).fill('Half of a Yellow Sun');
    await mine.page.getByRole('textbox', { name: 'Option 2' }).fill('The Bell Jar');
    await mine.page.getByRole('button', { name: 'Add option' }).click();
    await mine.page.getByRole('textbox', { name: 'Option 3' }).fill('Beloved');
    await mine.page.getByRole('button', { name: 'Schedule' }).click();
    await checkPage(mine, 'poll-composer', 1280);
    await mine.page.screenshot({ path: `${SHOTS}/poll-composer-1280.png` });
    await mine.page.getByRole('button', { name: 'Post now instead' }).click();
    await mine.page.getByRole('button', { name: 'Post', exact: true }).click();
    await expect
      .poll(() => mine.page.getByText('What shall we read in May?').isVisible(), {
        timeout: 10_000,
      })
      .toBe(true);

    const theirs = await open({ as: voter, width: 1280 });
    const watching = await open({ as: watcher, width: 390 });
    for (const p of [theirs, watching]) await p.page.goto(`/community/group/${groupId}`);
    await expect
      .poll(() => watching.page.getByText('What shall we read in May?').isVisible(), {
        timeout: 10_000,
      })
      .toBe(true);
    // Nobody else sees the scheduled post.
    expect(await watching.page.getByText(`Reminder for next month ${stamp}`).count()).toBe(0);
    await watching.page.getByRole('button', { name: 'View results' }).click();
    // A bar at 0% has no width: it is found by its name, not by being visible.
    const bar = (name: string, votes: string) =>
      watching.page.getByRole('progressbar', { name: `${name}: ${votes}` }).count();
    await expect.poll(() => bar('The Bell Jar', '0 votes, 0%')).toBe(1);
    await streamOpen(watching);
    await streamOpen(theirs);

    // She votes with the keyboard: a radio button, then Vote.
    await theirs.page.getByRole('radio', { name: 'The Bell Jar' }).check();
    await theirs.page.getByRole('button', { name: 'Vote', exact: true }).click();
    await expect
      .poll(() => theirs.page.getByRole('button', { name: 'Change vote' }).isVisible(), {
        timeout: 10_000,
      })
      .toBe(true);
    expect(await theirs.page.getByText('(your choice)').count()).toBe(1);

    // The other member's open page changes without a reload.
    await expect.poll(() => bar('The Bell Jar', '1 vote, 100%'), { timeout: 10_000 }).toBe(1);
    await checkPage(watching, 'poll-results', 390);
    await watching.page.getByText('What shall we read in May?').scrollIntoViewIfNeeded();
    await watching.page.screenshot({ path: `${SHOTS}/poll-results-390.png` });
    await checkPage(theirs, 'poll-results', 1280);
    await theirs.page.screenshot({ path: `${SHOTS}/poll-results-1280.png` });
    const composer390 = await open({ as: leader, width: 390 });
    await composer390.page.goto(`/community/group/${groupId}`);
    await composer390.page.getByRole('button', { name: 'Add a poll' }).click();
    await composer390.page.getByRole('button', { name: 'Schedule' }).click();
    await checkPage(composer390, 'poll-composer', 390);
    await composer390.page.getByRole('textbox', { name: 'Option 2' }).scrollIntoViewIfNeeded();
    await composer390.page.screenshot({ path: `${SHOTS}/poll-composer-390.png` });
  });
});
