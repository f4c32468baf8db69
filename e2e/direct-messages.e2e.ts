import { describe, expect } from 'vitest';
import { expectNoHorizontalOverflow, expectNoSeriousAxeViolations, it } from './browser.ts';
import { api, createMember } from './support.ts';

describe('direct messages', () => {
  it('a message request from her profile, accepted and answered, arrives live', async ({
    open,
  }) => {
    for (const width of [1280, 390]) {
      const stamp = `${Date.now()}-${width}`;
      const ama = await createMember('Ama', `Mensah${width}`);
      const bo = await createMember('Bo', `Lindqvist${width}`);
      // The default dm_policy lets members of a shared group write to each other.
      const { data } = await api<{ data: { group: { id: number } } }>(
        'POST',
        '/community/groups',
        bo.token,
        { name: `Letters ${stamp}`, description: 'Where pen friends meet.' },
      );
      await api('POST', `/community/groups/${data.group.id}/join`, ama.token);

      const a = await open({ as: ama, width });
      await a.page.goto(`/members/${bo.id}`);
      await a.page.getByRole('link', { name: 'Message', exact: true }).click();
      await expect.poll(() => a.page.url()).toContain(`/messages?to=${bo.id}`);
      const first = `Hello Bo, shall we swap book lists? ${stamp}`;
      await a.page.getByRole('textbox', { name: 'Message to Bo' }).fill(first);
      await a.page.getByRole('button', { name: 'Send' }).click();
      // The conversation opens, waiting for her answer.
      await expect.poll(() => a.page.url()).toMatch(/\/messages\?c=\d+$/);
      const aMessages = a.page.getByRole('list', { name: 'Messages' });
      await expect.poll(() => aMessages.getByText(first).isVisible()).toBe(true);
      expect(await a.page.getByText(/sees your messages once she accepts/).isVisible()).toBe(true);

      const b = await open({ as: bo, width });
      await b.page.goto('/messages');
      const requests = b.page.getByRole('region', { name: 'Message requests (1)' });
      await expect.poll(() => requests.getByText(first).isVisible()).toBe(true);
      await expectNoHorizontalOverflow(b.page);
      await expectNoSeriousAxeViolations(b.page);
      await requests.getByRole('link', { name: new RegExp(`^Ama Mensah${width}`) }).click();
      await expect.poll(() => b.page.getByText(/Ama wants to message you/).isVisible()).toBe(true);
      await expect
        .poll(() => b.page.getByRole('list', { name: 'Messages' }).getByText(first).isVisible())
        .toBe(true);
      await expectNoSeriousAxeViolations(b.page);
      await b.page.getByRole('button', { name: 'Accept', exact: true }).click();
      const answer = `Yes please! ${stamp}`;
      const box = b.page.getByRole('textbox', { name: 'Message', exact: true });
      await expect.poll(() => box.isVisible()).toBe(true);
      await box.fill(answer);
      await box.press('Enter');
      await expect
        .poll(() => b.page.getByRole('list', { name: 'Messages' }).getByText(answer).isVisible())
        .toBe(true);

      // Ama's open conversation shows the answer without a reload.
      await expect.poll(() => aMessages.getByText(answer).isVisible()).toBe(true);
      await expect
        .poll(() => a.page.getByText(/sees your messages once she accepts/).count())
        .toBe(0);
      await expectNoHorizontalOverflow(a.page);
      await expectNoSeriousAxeViolations(a.page);
      expect(a.problems).toEqual([]);
      expect(b.problems).toEqual([]);
    }
  });
});
