import { describe, expect } from 'vitest';
import { it } from './browser.ts';
import { api, createMember } from './support.ts';

describe('the tab’s live stream and the cap on live streams per session (5)', () => {
  it('moving between pages keeps the tab’s one stream open: no reconnect, never refused, still live', async ({
    open,
  }) => {
    const reader = await createMember('Rhea', 'Reconnects');
    const sender = await createMember('Sol', 'Sender');
    const { page, problems } = await open({ as: reader });
    const streamNames: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname !== '/trpc/chat.events') return;
      const params = JSON.parse(url.searchParams.get('connectionParams') ?? '{}') as {
        stream?: string;
      };
      streamNames.push(params.stream ?? '');
    });

    // The stream belongs to the tab (features/live), not to the chat widget of community pages:
    // leaving them and coming back, more times than the cap, opens no second connection.
    await page.goto('/community');
    const main = page.getByRole('navigation', { name: 'Main' });
    await expect.poll(() => streamNames.length).toBe(1);
    for (let i = 0; i < 7; i++) {
      await main.getByRole('link', { name: 'Stories' }).click();
      await expect.poll(() => new URL(page.url()).pathname).toBe('/stories');
      await main.getByRole('link', { name: 'Community', exact: true }).click();
      await expect.poll(() => new URL(page.url()).pathname).toBe('/community');
    }
    expect(streamNames).toHaveLength(1);
    expect(streamNames[0]).toMatch(/^[0-9a-f]{24}$/);

    // Still live: a message sent now shows in the open panel without a reload.
    await page.getByRole('button', { name: /Open community chat/ }).click();
    const list = page.getByRole('list', { name: 'Messages' });
    await expect.poll(() => list.isVisible()).toBe(true);
    const text = `Still here after eight connections ${Date.now()}`;
    await api('POST', '/chat/send', sender.token, { conversation_id: 1, content: text });
    await expect.poll(() => list.getByText(text).isVisible()).toBe(true);
    expect(problems).toEqual([]);
  });
});
