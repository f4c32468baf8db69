// Growing a circle (issue 35, parts 1-3): a visitor follows an invitation link, creates her
// account and lands in the group with its welcome; a leader screens requests to a private group
// with a question and approves after reading the answer.
import { describe, expect } from 'vitest';
import { checkPage, it, signInWithForm, uniqueEmail, type TrackedPage } from './browser.ts';
import { api, createGroup, createMember } from './support.ts';

const WELCOME =
  'So glad you are here. Introduce yourself in the discussion: who you are and what you grow.';

/** Opens the group admin's "Invite and welcome" tools. */
async function openTool(one: TrackedPage, name: string) {
  await one.page.getByRole('button', { name }).click();
  const dialog = one.page.getByRole('dialog', { name });
  await expect.poll(() => dialog.isVisible(), { timeout: 15_000 }).toBe(true);
  return dialog;
}

describe('invitations, screening and the welcome', () => {
  it('a visitor follows an invitation, creates her account and lands in the group with its welcome, once', async ({
    open,
  }) => {
    const leader = await createMember('Imani', 'Leader');
    const name = `Balcony Gardeners ${Date.now()}`;
    const groupId = await createGroup(leader.token, {
      name,
      description: 'Tomatoes on the fourth floor, herbs on the sill. Swaps every month.',
    });
    const groupPath = `/community/group/${groupId}`;

    // The leader writes the welcome and makes a link of 20 uses in her group's tools.
    const one = await open({ as: leader });
    await one.page.goto(groupPath);
    const welcome = await openTool(one, 'Welcome message');
    await welcome.getByRole('textbox', { name: 'Welcome' }).fill(WELCOME);
    await welcome.getByRole('button', { name: 'Save welcome' }).click();
    await expect.poll(() => welcome.isVisible()).toBe(false);
    const links = await openTool(one, 'Invitation links');
    await links.getByRole('textbox', { name: 'Uses' }).fill('20');
    await links.getByRole('button', { name: 'Create link' }).click();
    const linkBox = links.getByRole('textbox', { name: 'Link' });
    await expect.poll(() => linkBox.count()).toBe(1);
    const url = new URL(await linkBox.inputValue());
    expect(url.pathname).toMatch(/^\/invite\/[\w-]+$/);
    expect(await links.textContent()).toContain('0 of 20 uses');

    // A visitor opens it: the group's name and description, and the way in.
    for (const width of [1280, 390]) {
      const peek = await open({ width });
      await peek.page.goto(url.pathname);
      await expect
        .poll(() => peek.page.getByRole('heading', { level: 1, name }).isVisible())
        .toBe(true);
      expect(await peek.page.getByText('Tomatoes on the fourth floor').isVisible()).toBe(true);
      expect(await peek.page.getByRole('link', { name: 'Sign in to join' }).isVisible()).toBe(true);
      await checkPage(peek, 'invite-link', width);
    }
    const visitor = await open();
    await visitor.page.goto(url.pathname);
    await visitor.page.getByRole('link', { name: 'New here? Create a free account' }).click();
    await expect
      .poll(() => visitor.page.getByRole('heading', { name: 'Create your account' }).isVisible())
      .toBe(true);
    const email = uniqueEmail('rosa');
    const password = 'balcony-basil-2026';
    await visitor.page.getByLabel('First name').fill('Rosa');
    await visitor.page.getByLabel('Last name').fill('Newcomer');
    await visitor.page.getByRole('textbox', { name: 'Email' }).fill(email);
    await visitor.page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
    await visitor.page.getByRole('textbox', { name: 'Confirm password' }).fill(password);
    await visitor.page.getByRole('button', { name: 'Create Account' }).click();
    await expect
      .poll(() => visitor.page.getByText('Your account is ready. Sign in to continue.').isVisible())
      .toBe(true);
    await signInWithForm(visitor.page, email, password);
    // Back on the link, signed in: one press joins.
    await expect.poll(() => new URL(visitor.page.url()).pathname).toBe(url.pathname);
    await visitor.page.getByRole('button', { name: 'Join', exact: true }).click();
    await expect.poll(() => new URL(visitor.page.url()).pathname).toBe(groupPath);
    const card = visitor.page.getByRole('region', { name: `Welcome to ${name}` });
    await expect.poll(() => card.isVisible()).toBe(true);
    expect(await card.textContent()).toContain(WELCOME);
    await checkPage(visitor, 'group-welcome', 1280);
    await card.getByRole('button', { name: 'Got it' }).click();
    await expect.poll(() => card.count()).toBe(0);
    await visitor.page.reload();
    await expect
      .poll(() => visitor.page.getByRole('button', { name: 'Leave group' }).isVisible())
      .toBe(true);
    expect(await card.count()).toBe(0);

    // The leader sees who came by the link.
    await one.page.reload();
    for (const [tracked, width] of [
      [one, 1280],
      [await open({ as: leader, width: 390 }), 390],
    ] as const) {
      if (width === 390) await tracked.page.goto(groupPath);
      const manager = await openTool(tracked, 'Invitation links');
      await expect.poll(() => manager.getByText('1 of 20 uses').isVisible()).toBe(true);
      expect(await manager.textContent()).toContain('Rosa Newcomer joined');
      await checkPage(tracked, 'invitations-manager', width);
    }

    // A link that is used up says so clearly.
    const { data } = await api<{ data: { invitation: { token: string } } }>(
      'POST',
      `/community/groups/${groupId}/invitations`,
      leader.token,
      { max_uses: 1 },
    );
    const first = await createMember('Tess', 'First');
    await api('POST', `/invitations/${data.invitation.token}/accept`, first.token);
    for (const width of [1280, 390]) {
      const late = await open({ width });
      await late.page.goto(`/invite/${data.invitation.token}`);
      await expect
        .poll(() =>
          late.page
            .getByRole('heading', { name: 'This invitation can no longer be used' })
            .isVisible(),
        )
        .toBe(true);
      expect(
        await late.page
          .getByText('This invitation link has been used as many times as it allows.')
          .isVisible(),
      ).toBe(true);
      await checkPage(late, 'invite-used-up', width);
    }
  }, 240_000);

  it('a leader asks a screening question, reads the answer in the request queue and approves', async ({
    open,
  }) => {
    const leader = await createMember('Odile', 'Leader');
    const asker = await createMember('Priya', 'Asker');
    const name = `Night Shift Nurses ${Date.now()}`;
    const groupId = await createGroup(leader.token, {
      name,
      description: 'A private circle for nurses on nights.',
      is_private: true,
    });
    const groupPath = `/community/group/${groupId}`;

    const one = await open({ as: leader });
    await one.page.goto(groupPath);
    const questions = await openTool(one, 'Screening questions');
    await questions.getByRole('button', { name: 'Add a question' }).click();
    await questions
      .getByRole('textbox', { name: 'Question 1' })
      .fill('Which ward or unit do you work on?');
    await questions.getByRole('button', { name: 'Save questions' }).click();
    await expect.poll(() => questions.isVisible()).toBe(false);

    const two = await open({ as: asker });
    await two.page.goto(groupPath);
    await two.page.getByRole('button', { name: 'Request to Join' }).click();
    const ask = two.page.getByRole('dialog', { name: `Ask to join ${name}` });
    // The dialog opens once the group's questions are in.
    await expect.poll(() => ask.isVisible(), { timeout: 15_000 }).toBe(true);
    await ask
      .getByRole('textbox', { name: 'Which ward or unit do you work on?' })
      .fill('Neonatal intensive care, three nights a week.');
    await ask.getByRole('button', { name: 'Send request' }).click();
    await expect
      .poll(() => two.page.getByRole('button', { name: 'Pending' }).isVisible())
      .toBe(true);

    for (const [tracked, width] of [
      [one, 1280],
      [await open({ as: leader, width: 390 }), 390],
    ] as const) {
      await tracked.page.goto(groupPath);
      const queue = tracked.page
        .getByRole('heading', { name: 'Requests to join' })
        .locator('xpath=ancestor::div[contains(@class, "mantine-Card-root")][1]');
      await expect.poll(() => queue.getByText('Priya Asker').isVisible()).toBe(true);
      expect(
        await queue.getByText('Neonatal intensive care, three nights a week.').isVisible(),
      ).toBe(true);
      await checkPage(tracked, 'request-queue', width);
    }
    await one.page.getByRole('button', { name: 'Approve' }).click();
    await expect
      .poll(() => one.page.getByText('No one is waiting. New requests appear here.').isVisible())
      .toBe(true);
    await two.page.reload();
    await expect
      .poll(() => two.page.getByRole('button', { name: 'Leave group' }).isVisible())
      .toBe(true);
  }, 180_000);
});
