// A server that restarts under an open chat panel: the panel reconnects by itself and shows what
// was said while it was away, without a reload.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser.ts';
import { E2E_SERVER_ENV } from './server-env.ts';
import { startServerProcess, type ServerProcess } from '../server/test/process.ts';

let browser: Browser;
let server: ServerProcess;
beforeAll(async () => {
  browser = await launchBrowser();
  // Its own process of the built server, on the journeys' database, so it can be restarted.
  server = await startServerProcess(inject('e2eDatabaseUrl'), { built: true, env: E2E_SERVER_ENV });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function member(first_name: string) {
  const email = `${first_name.toLowerCase()}-${Date.now()}@example.com`;
  const post = (path: string, body: object) =>
    fetch(`${server.url}/api/v1${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  await post('/auth/register', {
    email,
    password: 'restart-password',
    first_name,
    last_name: 'Test',
  });
  const login = await post('/auth/login', { email, password: 'restart-password' });
  return ((await login.json()) as { data: { token: string; user: object } }).data;
}

describe('chat across a server restart', () => {
  it('the open panel reconnects and shows what was said while the server was away', async () => {
    const reader = await member('Rhea');
    const writer = await member('Wanda');
    const send = (content: string) =>
      fetch(`${server.url}/api/v1/chat/send`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${writer.token}` },
        body: JSON.stringify({ conversation_id: 1, content }),
      });

    const context = await browser.newContext({ baseURL: server.url });
    await context.addInitScript(
      ([token, user]) => {
        localStorage.setItem('authToken', token);
        localStorage.setItem('userData', user);
      },
      [reader.token, JSON.stringify(reader.user)] as const,
    );
    const page = await context.newPage();
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
    await expect
      .poll(() => messages.getByText(`while it was away ${stamp}`).isVisible(), {
        timeout: 15_000,
      })
      .toBe(true);
    expect((await send(`live again ${stamp}`)).status).toBe(201);
    await expect.poll(() => messages.getByText(`live again ${stamp}`).isVisible()).toBe(true);
    await context.close();
  });
});
