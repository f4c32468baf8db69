import { describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { expectNoHorizontalOverflow, expectNoSeriousAxeViolations, it } from './browser.ts';
import { api, createMember } from './support.ts';

function messages(page: Page) {
  return page.getByRole('list', { name: 'Messages' });
}

describe('live community chat', () => {
  it('two members: one sends, the other sees it live; edit and delete show on both; the unread badge counts and clears', async ({
    open,
  }) => {
    const ines = await createMember('Ines', 'Duarte');
    const kemi = await createMember('Kemi', 'Adeyemi');
    const one = await open({ as: ines });
    const two = await open({ as: kemi });
    await one.page.goto('/community');
    await two.page.goto('/community');

    // Kemi keeps the chat closed. Her bubble counts what was said before she arrived.
    const kemiBubble = two.page.getByRole('button', { name: /Open community chat/ });
    await expect.poll(() => kemiBubble.isVisible()).toBe(true);
    const unread = async () =>
      Number(/(\d+) unread/.exec((await kemiBubble.getAttribute('aria-label')) ?? '')?.[1] ?? 0);
    await expect.poll(() => kemiBubble.getAttribute('aria-label')).toMatch(/unread/);
    const before = await unread();

    // Ines opens the chat and sends with Enter; Shift+Enter made a new line.
    await one.page.getByRole('button', { name: /Open community chat/ }).click();
    const panel = one.page.getByRole('dialog', { name: 'Community Chat' });
    await expect.poll(() => panel.isVisible()).toBe(true);
    const box = one.page.getByRole('textbox', { name: 'Message' });
    const text = `Hello from Ines ${Date.now()}`;
    await box.fill(text);
    await box.press('Shift+Enter');
    await box.type('second line');
    await box.press('Enter');
    await expect
      .poll(() => messages(one.page).getByText(text, { exact: false }).isVisible())
      .toBe(true);
    expect(await box.inputValue()).toBe('');

    // Kemi's bubble counts it, without a reload.
    await expect.poll(unread, { timeout: 10_000 }).toBe(before + 1);

    // Kemi opens the chat: the message is there, and the badge clears.
    await kemiBubble.click();
    await expect
      .poll(() => messages(two.page).getByText(text, { exact: false }).isVisible())
      .toBe(true);
    await two.page.getByRole('button', { name: 'Minimize chat' }).click();
    await expect
      .poll(() => two.page.getByRole('button', { name: 'Community Chat' }).textContent())
      .toBe('Community Chat');

    // Ines edits: Kemi sees the edit live after reopening.
    await one.page
      .getByRole('button', { name: /Actions for your message/ })
      .last()
      .click();
    await one.page.getByRole('menuitem', { name: 'Edit' }).click();
    const editBox = one.page.getByRole('textbox', { name: 'Edit message' });
    await editBox.fill(`${text} (edited)`);
    await editBox.press('Enter');
    await two.page.getByRole('button', { name: 'Community Chat' }).click();
    await expect
      .poll(() => messages(two.page).getByText(`${text} (edited)`).isVisible(), { timeout: 10_000 })
      .toBe(true);

    // Ines deletes: it disappears on both.
    await one.page
      .getByRole('button', { name: /Actions for your message/ })
      .last()
      .click();
    await one.page.getByRole('menuitem', { name: 'Delete' }).click();
    await expect.poll(() => messages(one.page).getByText(`${text} (edited)`).count()).toBe(0);
    await expect
      .poll(() => messages(two.page).getByText(`${text} (edited)`).count(), { timeout: 10_000 })
      .toBe(0);

    await expectNoSeriousAxeViolations(one.page);
    expect(one.problems).toEqual([]);
    expect(two.problems).toEqual([]);
  });

  it('shows the empty state in a new group room, keeps the widget off other pages, and fits 390 px', async ({
    open,
  }) => {
    const lena = await createMember('Lena', 'Vogel');
    await api('POST', '/community/groups', lena.token, {
      name: `Quiet room ${Date.now()}`,
      description: 'Nobody has spoken yet',
      category: 'General',
      is_private: false,
      max_members: 10,
    });
    const { page, problems } = await open({ width: 390, height: 844, as: lena });
    await page.goto('/profile');
    await expect
      .poll(() => page.getByRole('heading', { name: 'Your profile' }).isVisible())
      .toBe(true);
    expect(await page.getByRole('button', { name: /Open community chat/ }).count()).toBe(0);

    await page.goto('/community');
    await page.getByRole('button', { name: /Open community chat/ }).click();
    await page
      .getByRole('textbox', { name: 'Conversation' })
      .or(page.getByRole('combobox', { name: 'Conversation' }))
      .first()
      .click();
    await page.getByRole('option', { name: /Quiet room/ }).click();
    await expect.poll(() => page.getByText('No messages yet').isVisible()).toBe(true);
    expect(await page.getByText('Start the conversation!').isVisible()).toBe(true);
    await expectNoHorizontalOverflow(page);
    await expectNoSeriousAxeViolations(page);
    await page.getByRole('button', { name: 'Close chat' }).click();
    await expect
      .poll(() => page.getByRole('button', { name: /Open community chat/ }).isVisible())
      .toBe(true);
    expect(problems).toEqual([]);
  });

  it('a send that fails stays in the panel with Retry, and Retry delivers it once', async ({
    open,
  }) => {
    const rosa = await createMember('Rosa', 'Quintero');
    const { page } = await open({ as: rosa });
    await page.goto('/community');
    await page.getByRole('button', { name: /Open community chat/ }).click();
    const box = page.getByRole('textbox', { name: 'Message' });
    await expect.poll(() => box.isVisible()).toBe(true);

    // The network drops the send.
    const isSend = (url: URL) =>
      url.pathname.startsWith('/trpc/') && url.pathname.includes('chat.send');
    await page.route(isSend, (route) => route.abort('internetdisconnected'));
    const text = `Lost in the tunnel ${Date.now()}`;
    await box.fill(text);
    await box.press('Enter');
    const list = messages(page);
    await expect.poll(() => list.getByRole('alert').textContent()).toMatch(/^Not sent/);
    expect(await list.getByText(text).isVisible()).toBe(true);

    // Back online: Retry sends it, and it is stored once.
    await page.unroute(isSend);
    await list.getByRole('button', { name: 'Retry' }).click();
    await expect.poll(() => list.getByRole('alert').count()).toBe(0);
    // The retry is answered (nothing left "Sending…") before the history is read.
    await expect.poll(() => list.getByText('Sending…').count()).toBe(0);
    await expect.poll(() => list.getByText(text).count()).toBe(1);
    const history = await api<{ messages: { content: string }[] }>(
      'GET',
      '/chat/messages/1?limit=50',
      rosa.token,
    );
    expect(history.messages.filter((m) => m.content === text)).toHaveLength(1);
  });
});
