import { describe, expect } from 'vitest';
import { expectNoSeriousAxeViolations, it, settle } from './browser.ts';
import { api, createMember, query } from './support.ts';

describe('reports', () => {
  it('a member reports a story from its page, sees helplines for self-harm, then finds it in My reports', async ({
    open,
  }) => {
    const author = await createMember('Lena', 'Vogel');
    const reader = await createMember('Priya', 'Raman');
    const { data } = await api<{ data: { story: { id: number } } }>(
      'POST',
      '/stories',
      author.token,
      {
        title: 'The winter I stopped eating',
        content: 'It started small, the way these things do. This is how I found my way back.',
        content_note: 'eating_disorders',
      },
    );
    await query("update stories set status = 'published', published_at = now() where id = $1", [
      data.story.id,
    ]);

    const t = await open({ as: reader });
    const { page } = t;
    await page.goto(`/stories/${data.story.id}`);
    await page.getByRole('button', { name: /Content note: Eating disorders/ }).waitFor();
    await page.getByRole('button', { name: 'Report story' }).click();
    const dialog = page.getByRole('dialog', { name: 'Report this story' });
    await dialog.getByRole('radio', { name: 'Self-harm or suicide' }).check();
    await dialog
      .getByText('If you are in immediate danger, call your local emergency number.')
      .waitFor();
    await settle(t);
    await expectNoSeriousAxeViolations(page);
    await dialog.getByRole('textbox', { name: /Anything else/ }).fill('She sounds at risk.');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await dialog.getByText('Thanks, our moderators will review this').waitFor();
    await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
    await dialog.waitFor({ state: 'hidden' });

    await page.getByRole('button', { name: 'Report story' }).click();
    await dialog.getByRole('radio', { name: 'Spam or scam' }).check();
    await dialog.getByRole('button', { name: 'Send' }).click();
    await dialog.getByText('You have already reported this.').waitFor();
    await page.keyboard.press('Escape');

    const stored = await query<{ reason: string; note: string; target_user_id: number }>(
      "select reason, note, target_user_id from reports where reporter_id = $1 and target_type = 'story'",
      [reader.id],
    );
    expect(stored).toEqual([
      { reason: 'self_harm', note: 'She sounds at risk.', target_user_id: author.id },
    ]);

    await page.goto('/settings');
    const item = page.getByRole('listitem').filter({ hasText: 'The winter I stopped eating' });
    await item.waitFor();
    expect(await item.textContent()).toContain('Self-harm or suicide');
    await item.getByText('Open', { exact: true }).waitFor();
    await settle(t);
    await expectNoSeriousAxeViolations(page);
  });
});
