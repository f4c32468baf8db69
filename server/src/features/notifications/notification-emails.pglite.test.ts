// The server as `npm start` runs it (embedded PGlite, one process): its job runner sends an
// immediate member's notification email within a tick or two, and stops with the server.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../../env.ts';
import { startApp, type RunningApp } from '../../app.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hc-pglite-jobs-'));
const env = loadEnv({
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  SEED_DEMO: 'false',
  DATA_DIR: dataDir,
  PORT: '0',
  HOST: '127.0.0.1',
  PUBLIC_URL: 'https://hercircle.example',
  JOB_TICK_MS: '100',
});
let running: RunningApp | undefined;

afterAll(async () => {
  await running?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function api(method: string, url: string, body?: object, token?: string) {
  const res = await fetch(`${running!.url}/api/v1${url}`, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, json: (await res.json()) as { data: Record<string, any> } }; // eslint-disable-line @typescript-eslint/no-explicit-any
}

async function member(first_name: string) {
  const email = `${first_name.toLowerCase()}@example.com`;
  const password = 'correct-horse-battery';
  await api('POST', '/auth/register', { email, password, first_name, last_name: 'Tester' });
  const { json } = await api('POST', '/auth/login', { email, password });
  return { email, id: json.data.user.id as number, token: json.data.token as string };
}

beforeAll(async () => {
  running = await startApp(env, { logger: false });
});

describe('notification emails on the embedded database', () => {
  it('reach an immediate member through the server’s own job runner', async () => {
    if (!running) throw new Error('server not started');
    expect(running.handle.kind).toBe('pglite');
    const amara = await member('Amara');
    const fay = await member('Fay');
    await running.handle.db
      .updateTable('users')
      .set({ email_frequency: 'immediate' })
      .where('id', '=', amara.id)
      .execute();
    const group = await api(
      'POST',
      '/community/groups',
      { name: 'Career Changers', description: 'For anyone starting over at work' },
      amara.token,
    );
    const groupId = group.json.data.group.id as number;
    await api('POST', `/community/groups/${groupId}/join`, undefined, fay.token);
    const post = await api(
      'POST',
      `/community/groups/${groupId}/posts`,
      { content: 'Hi' },
      amara.token,
    );
    const postId = post.json.data.post.id as number;
    const reply = await api(
      'POST',
      `/community/posts/${postId}/replies`,
      { content: 'Hello' },
      fay.token,
    );
    expect(reply.status).toBe(201);

    // The runner ticks every 100 ms here; the email is there within a few ticks.
    const deadline = Date.now() + 10_000;
    let subjects: string[] = [];
    while (subjects.length === 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      const rows = await running.handle.db
        .selectFrom('outbox_emails')
        .select('subject')
        .where('to_address', '=', amara.email)
        // Her sign-up's address confirmation is not a notification email.
        .where('subject', '!=', 'Confirm your HerCircle email address')
        .execute();
      subjects = rows.map((r) => r.subject);
    }
    expect(subjects).toEqual(['Fay replied to your post in Career Changers']);
  });
});
