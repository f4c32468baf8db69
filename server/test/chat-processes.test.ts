import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from './db.ts';

const serverMain = path.resolve(import.meta.dirname, '../src/main.ts');
const children: ChildProcess[] = [];

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const port = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(port));
    });
  });
}

/** A real server process (the same entry point as npm start) on the shared test database. */
async function startProcess(databaseUrl: string): Promise<string> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', serverMain], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      NODE_ENV: 'test',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 120; i++) {
    if (child.exitCode !== null) throw new Error(`server exited: ${output}`);
    try {
      if ((await fetch(`${url}/api/v1/health`)).ok) return url;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server did not start: ${output}`);
}

async function post(url: string, body: object, token?: string) {
  const res = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as { data: Record<string, unknown> } };
}

let a: string;
let b: string;

beforeAll(async () => {
  const db = await createTestDatabase();
  await db.close();
  [a, b] = await Promise.all([startProcess(db.url), startProcess(db.url)]);
}, 90_000);

afterAll(async () => {
  for (const child of children) child.kill('SIGTERM');
  await Promise.all(
    children.map((c) => new Promise((r) => (c.exitCode !== null ? r(null) : c.once('exit', r)))),
  );
});

describe('live chat across two server processes', () => {
  it('a message sent through one process reaches a subscriber on the other within a second, in order', async () => {
    await post(`${a}/api/v1/auth/register`, {
      email: 'sender@example.com',
      password: 'sender-password',
      first_name: 'Sam',
      last_name: 'Sender',
    });
    await post(`${b}/api/v1/auth/register`, {
      email: 'reader@example.com',
      password: 'reader-password',
      first_name: 'Rae',
      last_name: 'Reader',
    });
    const sender = (
      await post(`${a}/api/v1/auth/login`, {
        email: 'sender@example.com',
        password: 'sender-password',
      })
    ).body.data.token as string;
    const reader = (
      await post(`${b}/api/v1/auth/login`, {
        email: 'reader@example.com',
        password: 'reader-password',
      })
    ).body.data.token as string;

    // Subscribe on process B over server-sent events, as the browser does.
    const controller = new AbortController();
    const params = encodeURIComponent(JSON.stringify({ token: reader }));
    const res = await fetch(`${b}/trpc/chat.events?connectionParams=${params}`, {
      signal: controller.signal,
      headers: { accept: 'text/event-stream' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/event-stream');

    const received: { content: string; at: number }[] = [];
    const reading = (async () => {
      const reader = res.body!.getReader();
      const decoder = new TextDecoder();
      let buffer = '';
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += decoder.decode(value, { stream: true });
        let index: number;
        while ((index = buffer.indexOf('\n\n')) >= 0) {
          const chunk = buffer.slice(0, index);
          buffer = buffer.slice(index + 2);
          for (const line of chunk.split('\n')) {
            if (!line.startsWith('data: ')) continue;
            const data = JSON.parse(line.slice(6)) as {
              type?: string;
              message?: { content: string };
            };
            if (data.type === 'created' && data.message)
              received.push({ content: data.message.content, at: Date.now() });
          }
        }
      }
    })().catch(() => undefined);
    await new Promise((r) => setTimeout(r, 300));

    // Send five messages through process A.
    const sentAt: number[] = [];
    for (let i = 1; i <= 5; i++) {
      sentAt.push(Date.now());
      const sent = await post(
        `${a}/api/v1/chat/send`,
        { conversation_id: 1, content: `message ${i}` },
        sender,
      );
      expect(sent.status).toBe(201);
    }
    const deadline = Date.now() + 3000;
    while (received.length < 5 && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 20));
    controller.abort();
    await reading;

    expect(received.map((r) => r.content)).toEqual([
      'message 1',
      'message 2',
      'message 3',
      'message 4',
      'message 5',
    ]);
    received.forEach((r, i) => expect(r.at - (sentAt[i] ?? 0)).toBeLessThan(1000));
  });
});
