// A PostgreSQL restart never takes the server down: requests get a clean 503 while the database is
// away, health says so, and everything works again once it is back (issue "Foundation").
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPostgres, type TestPostgres } from './pg-server.ts';
import { startServerProcess, subscribeChat, type ServerProcess } from './process.ts';

let postgres: TestPostgres;
let server: ServerProcess;

beforeAll(async () => {
  // Its own PostgreSQL server, so stopping it disturbs no other test file.
  postgres = await startTestPostgres();
  const admin = new pg.Client({ connectionString: postgres.url('postgres') });
  await admin.connect();
  await admin.query('CREATE DATABASE restart_test');
  await admin.end();
  server = await startServerProcess(postgres.url('restart_test'));
}, 120_000);

afterAll(async () => {
  await server?.stop();
  postgres?.stop();
});

async function get(path: string) {
  const res = await fetch(`${server.url}/api/v1${path}`);
  return { status: res.status, text: await res.text() };
}

async function until(path: string, status: number) {
  const deadline = Date.now() + 30_000;
  let last = await get(path);
  while (last.status !== status && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 200));
    last = await get(path);
  }
  return last;
}

function register(email: string) {
  return fetch(`${server.url}/api/v1/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email,
      password: 'restart-password',
      first_name: 'Ria',
      last_name: 'Restart',
    }),
  });
}

async function login(email: string): Promise<string> {
  const res = await fetch(`${server.url}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'restart-password' }),
  });
  return ((await res.json()) as { data: { token: string } }).data.token;
}

describe('a PostgreSQL restart', () => {
  it('answers 503 with a clean body while the database is down, recovers when it is back, and tells open chat streams to resync', async () => {
    expect((await get('/health')).status).toBe(200);
    expect((await register('before@example.com')).status).toBe(201);
    // A member's live chat stream, open across the restart.
    const token = await login('before@example.com');
    const stream = await subscribeChat(server.url, token);

    postgres.pause();
    const down = await until('/health', 503);
    expect(down.status).toBe(503);
    expect(JSON.parse(down.text)).toEqual({
      message: 'The database is unreachable',
      code: 'SERVICE_UNAVAILABLE',
    });
    const pulse = await get('/community/pulse');
    expect(pulse.status).toBe(503);
    expect(JSON.parse(pulse.text)).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    expect(pulse.text).not.toMatch(/ECONNREFUSED|select |\.ts:\d+/i);
    expect(server.child.exitCode).toBeNull();

    postgres.resume();
    expect((await until('/health', 200)).status).toBe(200);
    expect((await register('after@example.com')).status).toBe(201);
    // The data written before the restart is still there.
    const again = await register('before@example.com');
    expect(again.status).toBe(409);
    expect(server.child.exitCode).toBeNull();

    // The stream stayed open and was told to refetch what it may have missed.
    const deadline = Date.now() + 20_000;
    while (!stream.types.includes('resync') && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 100));
    await stream.close();
    expect(stream.types).toContain('resync');
  });

  it('live chat resumes: the LISTEN connection comes back by itself', async () => {
    const token = await login('after@example.com');
    const subscription = await subscribeChat(server.url, token);
    // Messages sent before the listener has reconnected are stored but not pushed, so keep
    // sending until one arrives live (it reconnects with back-off, within seconds).
    const deadline = Date.now() + 20_000;
    let sent = 0;
    while (subscription.received.length === 0 && Date.now() < deadline) {
      sent += 1;
      const res = await fetch(`${server.url}/api/v1/chat/send`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ conversation_id: 1, content: `after restart ${sent}` }),
      });
      expect(res.status).toBe(201);
      await new Promise((r) => setTimeout(r, 500));
    }
    await subscription.close();
    expect(subscription.received.length).toBeGreaterThan(0);
    expect(subscription.received[0]?.content).toMatch(/^after restart \d+$/);
  });
});
