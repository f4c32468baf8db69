// A server that restarts under an open chat panel: the panel reconnects by itself and shows what
// was said while it was away, without a reload.
import { afterAll, beforeAll, describe, expect, inject } from 'vitest';
import { it } from './browser.ts';
import { E2E_SERVER_ENV } from './server-env.ts';
import { createMember } from './support.ts';
import { startServerProcess, type ServerProcess } from '../server/test/process.ts';

let server: ServerProcess;
beforeAll(async () => {
  // Its own process of the built server, on the journeys' database, so it can be restarted.
  server = await startServerProcess(inject('e2eDatabaseUrl'), { built: true, env: E2E_SERVER_ENV });
});
afterAll(async () => {
  await server?.stop();
});

describe('chat across a server restart', () => {
  it('the open panel reconnects and shows what was said while the server was away', async ({
    open,
  }) => {
    const reader = await createMember('Rhea', 'Test', server.url);
    const writer = await createMember('Wanda', 'Test', server.url);
    const send = (content: string) =>
      fetch(`${server.url}/api/v1/chat/send`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${writer.token}` },
        body: JSON.stringify({ conversation_id: 1, content }),
      });

    const { page } = await open({ baseURL: server.url, as: reader });
    // Each connection of the live stream (the first, then each reconnect).
    let streams = 0;
    page.on('request', (request) => {
      if (request.resourceType() === 'eventsource') streams++;
    });
    await page.goto('/community');
    await page.getByRole('button', { name: /Open community chat/ }).click();
    const messages = page.getByRole('list', { name: 'Messages' });
    await expect.poll(() => messages.isVisible()).toBe(true);
    const stamp = Date.now();
    expect((await send(`before the restart ${stamp}`)).status).toBe(201);
    await expect
      .poll(() => messages.getByText(`before the restart ${stamp}`).isVisible())
      .toBe(true);

    // SIGTERM ends the stream at once (exit code 0), and the same server comes back.
    const port = Number(new URL(server.url).port);
    const exited = new Promise((resolve) => server.child.once('exit', resolve));
    server.child.kill('SIGTERM');
    expect(await exited).toBe(0);
    server = await startServerProcess(inject('e2eDatabaseUrl'), {
      built: true,
      port,
      env: E2E_SERVER_ENV,
    });

    expect((await send(`while it was away ${stamp}`)).status).toBe(201);
    // The panel's next attempt may be up to 16 s away (LiveStream's longest pause, spread), and a
    // busy machine takes a few seconds more to connect and catch up.
    await expect
      .poll(() => messages.getByText(`while it was away ${stamp}`).isVisible(), {
        timeout: 30_000,
      })
      .toBe(true);
    const streamsBefore = streams;
    // The first stream and at least one reconnect.
    expect(streamsBefore).toBeGreaterThanOrEqual(2);
    expect((await send(`live again ${stamp}`)).status).toBe(201);
    // Allowing for a busy machine (the default is one second), and then checked to have come over
    // the open stream, not with the catch-up of yet another reconnect.
    await expect
      .poll(() => messages.getByText(`live again ${stamp}`).isVisible(), { timeout: 5_000 })
      .toBe(true);
    expect(streams).toBe(streamsBefore);
  });
});
