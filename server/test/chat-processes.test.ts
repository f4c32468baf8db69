import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from './db.ts';
import { startServerProcess, subscribeChat, type ServerProcess } from './process.ts';

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

let processes: ServerProcess[] = [];
let a: string;
let b: string;

beforeAll(async () => {
  const db = await createTestDatabase();
  await db.close();
  processes = await Promise.all([startServerProcess(db.url), startServerProcess(db.url)]);
  [a, b] = processes.map((p) => p.url) as [string, string];
}, 90_000);

afterAll(async () => {
  await Promise.all(processes.map((p) => p.stop()));
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
    const subscription = await subscribeChat(b, reader);
    const received = subscription.received;

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
    await subscription.close();

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
