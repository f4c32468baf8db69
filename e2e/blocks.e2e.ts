import { describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import {
  expectNoHorizontalOverflow,
  expectNoSeriousAxeViolations,
  it,
  settle,
  whenLive,
} from './browser.ts';
import { api, createGroup, createMember, type ApiUser } from './support.ts';

const postsOf = (page: Page) => page.getByRole('list', { name: 'Posts' });
const messagesOf = (page: Page) => page.getByRole('list', { name: 'Messages' });

async function openChat(page: Page) {
  await page.goto('/community');
  await page.getByRole('button', { name: /Open community chat/ }).click();
  await expect
    .poll(() => page.getByRole('dialog', { name: 'Community Chat' }).isVisible())
    .toBe(true);
}

/** Whether the page shows this text in the discussion (after it loaded the other post). */
async function discussionShows(page: Page, groupId: number, loaded: string, text: string) {
  await page.goto(`/community/group/${groupId}`);
  await expect.poll(() => postsOf(page).getByText(loaded).isVisible()).toBe(true);
  return (await postsOf(page).getByText(text).count()) > 0;
}

async function chatShows(page: Page, loaded: string, text: string) {
  await openChat(page);
  await expect.poll(() => messagesOf(page).getByText(loaded).isVisible()).toBe(true);
  return (await messagesOf(page).getByText(text).count()) > 0;
}

describe('blocking a member', () => {
  it('A blocks B from her page: each stops seeing the other’s posts and messages (also after reload) until A unblocks in Settings', async ({
    open,
  }) => {
    const stamp = Date.now();
    const amara = await createMember('Amara', 'Nwosu');
    const bola = await createMember('Bola', 'Tinubu');
    const { data } = await api<{ data: { group: { id: number } } }>(
      'POST',
      '/community/groups',
      bola.token,
      { name: `Garden Swap ${stamp}`, description: 'Cuttings, seeds and tips.' },
    );
    const groupId = data.group.id;
    await api('POST', `/community/groups/${groupId}/join`, amara.token);
    const bolaPost = `Bola has spare basil ${stamp}`;
    const amaraPost = `Amara wants basil ${stamp}`;
    await api('POST', `/community/groups/${groupId}/posts`, bola.token, { content: bolaPost });
    await api('POST', `/community/groups/${groupId}/posts`, amara.token, { content: amaraPost });
    const bolaSays = `Bola in the chat ${stamp}`;
    const amaraSays = `Amara in the chat ${stamp}`;
    await api('POST', '/chat/send', bola.token, { conversation_id: 1, content: bolaSays });
    await api('POST', '/chat/send', amara.token, { conversation_id: 1, content: amaraSays });

    // Bola has the chat open, with Amara's message in it.
    const b = await open({ as: bola });
    await openChat(b.page);
    await expect.poll(() => messagesOf(b.page).getByText(amaraSays).isVisible()).toBe(true);

    // Amara opens Bola's page from her name in the chat.
    const a = await open({ as: amara });
    await openChat(a.page);
    await messagesOf(a.page).getByRole('link', { name: 'Bola Tinubu' }).last().click();
    await expect.poll(() => a.page.url()).toContain(`/members/${bola.id}`);
    await expect
      .poll(() => a.page.getByRole('heading', { level: 1, name: 'Bola Tinubu' }).isVisible())
      .toBe(true);
    await expectNoSeriousAxeViolations(a.page);

    // She blocks her, after a confirmation that says Bola won't be told.
    await a.page.getByRole('button', { name: 'Block' }).click();
    const confirm = a.page.getByRole('dialog', { name: 'Block Bola Tinubu?' });
    await expect.poll(() => confirm.getByText('She won’t be told.').isVisible()).toBe(true);
    // Its close button is named (Mantine leaves it unnamed: axe's button-name, critical).
    await expectNoSeriousAxeViolations(a.page);
    await confirm.getByRole('button', { name: 'Block' }).click();
    await expect.poll(() => a.page.getByRole('button', { name: 'Unblock' }).isVisible()).toBe(true);

    // Bola's open chat lets Amara's message go, without a reload (and without a word about why).
    await expect
      .poll(() => messagesOf(b.page).getByText(amaraSays).count(), { timeout: 10_000 })
      .toBe(0);

    // Gone for Amara: Bola's post and message, also after a reload.
    expect(await discussionShows(a.page, groupId, amaraPost, bolaPost)).toBe(false);
    await a.page.reload();
    await expect.poll(() => postsOf(a.page).getByText(amaraPost).isVisible()).toBe(true);
    expect(await postsOf(a.page).getByText(bolaPost).count()).toBe(0);
    expect(await chatShows(a.page, amaraSays, bolaSays)).toBe(false);

    // And Amara's are gone for Bola, also on a fresh page.
    expect(await discussionShows(b.page, groupId, bolaPost, amaraPost)).toBe(false);
    expect(await chatShows(b.page, bolaSays, amaraSays)).toBe(false);

    // Amara unblocks from Settings: both come back.
    await a.page.goto('/settings');
    const card = a.page.getByRole('list', { name: 'Blocked members' });
    await expect.poll(() => card.getByText('Bola Tinubu').isVisible()).toBe(true);
    await expectNoSeriousAxeViolations(a.page);
    await card.getByRole('button', { name: 'Unblock Bola Tinubu' }).click();
    await expect.poll(() => a.page.getByText('You haven’t blocked anyone.').isVisible()).toBe(true);
    expect(await discussionShows(a.page, groupId, amaraPost, bolaPost)).toBe(true);
    expect(await chatShows(a.page, amaraSays, bolaSays)).toBe(true);
    await settle(a);
    expect(a.problems).toEqual([]);
    expect(b.problems).toEqual([]);
  });

  it('a member Amara blocked mentions her: the post is published and Amara is not told; Amara’s page looks to her as to any co-member', async ({
    open,
  }) => {
    const stamp = Date.now();
    const amara = await createMember('Amara', 'Eze');
    const bola = await createMember('Bola', 'Adeyemi');
    const cleo = await createMember('Cleo', 'Marsh');
    const bio = `Growing tomatoes since 2009 ${stamp}`;
    await api('PUT', `/users/${amara.id}/profile`, amara.token, {
      bio,
      occupation: 'Nurse',
      location: 'Leeds',
    });
    const groupId = await createGroup(amara.token, {
      name: `Allotment ${stamp}`,
      description: 'Plots, seedlings and gluts.',
    });
    for (const m of [bola, cleo]) await api('POST', `/community/groups/${groupId}/join`, m.token);
    await api('POST', `/users/${bola.id}/block`, amara.token);

    // Bola mentions Amara (the text holds the mention as the composer writes it).
    const b = await open({ as: bola });
    await b.page.goto(`/community/group/${groupId}`);
    const box = b.page.getByRole('textbox', { name: 'Write a post' });
    await expect.poll(() => box.isVisible(), { timeout: 30_000 }).toBe(true);
    await whenLive(b.page);
    const thanks = `Thank you for the seedlings ${stamp}`;
    await box.fill(`${thanks} @[Amara Eze](${amara.id})`);
    await b.page.getByRole('button', { name: 'Post', exact: true }).click();
    const mention = () =>
      b.page
        .getByRole('list', { name: 'Posts' })
        .getByRole('listitem')
        .filter({ hasText: thanks })
        .getByRole('link', { name: '@Amara Eze' });
    await expect.poll(() => mention().isVisible(), { timeout: 10_000 }).toBe(true);
    // Stored, not only shown: it is there after a reload.
    await b.page.reload();
    await expect.poll(() => mention().isVisible(), { timeout: 10_000 }).toBe(true);
    const inbox = await api<{ data: { notifications: unknown[] } }>(
      'GET',
      '/notifications',
      amara.token,
    );
    expect(inbox.data.notifications).toEqual([]);

    // Amara's page shows Bola what it shows Cleo, who blocked no one: her whole profile.
    const pageOf = async (who: ApiUser) => {
      const v = await open({ as: who });
      await v.page.goto(`/members/${amara.id}`);
      await expect.poll(() => v.page.getByText(bio).isVisible(), { timeout: 10_000 }).toBe(true);
      await expect.poll(() => v.page.getByText(`Allotment ${stamp}`).isVisible()).toBe(true);
      return { v, text: await v.page.getByRole('main').innerText() };
    };
    const toBola = await pageOf(bola);
    const toCleo = await pageOf(cleo);
    expect(toBola.text).toBe(toCleo.text);
    expect(toBola.text).not.toMatch(/name and picture are shown/);
    await settle(b);
    expect(b.problems).toEqual([]);
    expect(toBola.v.problems).toEqual([]);
  });

  it('muting from a chat message’s menu hides her messages at once, without a reload', async ({
    open,
  }) => {
    const stamp = Date.now();
    const cara = await createMember('Cara', 'Lindqvist');
    const dina = await createMember('Dina', 'Haddad');
    const dinaSays = `Dina talks a lot ${stamp}`;
    const caraSays = `Cara listens ${stamp}`;
    await api('POST', '/chat/send', dina.token, { conversation_id: 1, content: dinaSays });
    await api('POST', '/chat/send', cara.token, { conversation_id: 1, content: caraSays });
    const c = await open({ as: cara, width: 390, height: 844 });
    await openChat(c.page);
    await expect.poll(() => messagesOf(c.page).getByText(dinaSays).isVisible()).toBe(true);
    await messagesOf(c.page)
      .getByRole('button', { name: /Actions for Dina Haddad’s message/ })
      .last()
      .click();
    await expect
      .poll(() => c.page.getByRole('menuitem', { name: 'Report' }).isVisible())
      .toBe(true);
    await expectNoSeriousAxeViolations(c.page);
    await expectNoHorizontalOverflow(c.page);
    await c.page.getByRole('menuitem', { name: 'Mute Dina' }).click();
    const confirm = c.page.getByRole('dialog', { name: 'Mute Dina Haddad?' });
    await confirm.getByRole('button', { name: 'Mute' }).click();
    await expect.poll(() => messagesOf(c.page).getByText(dinaSays).count()).toBe(0);
    expect(await messagesOf(c.page).getByText(caraSays).count()).toBe(1);
    await settle(c);
    expect(c.problems).toEqual([]);
  });
});
