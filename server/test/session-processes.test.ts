// A session ended while a process's session listener is away (issue 30): each server process keeps
// recent session lookups and forgets them when the database announces a change. Announcements sent
// while its LISTEN connection is down are lost, so meanwhile it must look every session up, and the
// ended session must be refused as soon as the database answers again.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../src/auth/tokens.ts';
import { startTestPostgres, type TestPostgres } from './pg-server.ts';
import { startServerProcess, type ServerProcess } from './process.ts';

let postgres: TestPostgres;
let databaseUrl: string;
/** Two processes on one database, each keeping lookups for a minute. */
let a: ServerProcess;
let b: ServerProcess;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const CACHING = { env: { SESSION_CACHE_MS: '60000' } };

beforeAll(async () => {
  // Its own PostgreSQL server, so stopping it disturbs no other test file.
  postgres = await startTestPostgres();
  const admin = new pg.Client({ connectionString: postgres.url('postgres') });
  await admin.connect();
  await admin.query('CREATE DATABASE session_processes');
  await admin.end();
  databaseUrl = postgres.url('session_processes');
  [a, b] = await Promise.all([
    startServerProcess(databaseUrl, CACHING),
    startServerProcess(databaseUrl, CACHING),
  ]);
}, 120_000);

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  postgres?.stop();
});

async function sql(text: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(text, values)).rows;
  } finally {
    await client.end();
  }
}

/** Registers and signs in a member on process A; process B then keeps her session's lookup. */
async function memberKeptByB(email: string): Promise<string> {
  const account = { email, password: 'session-password-1' };
  const json = { 'content-type': 'application/json' };
  const names = { first_name: 'Sam', last_name: 'Session' };
  const registered = await fetch(`${a.url}/api/v1/auth/register`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ ...account, ...names }),
  });
  expect(registered.status).toBe(201);
  const login = await fetch(`${a.url}/api/v1/auth/login`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify(account),
  });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  expect(await me(b, token)).toBe(200);
  return token;
}

async function me(server: ServerProcess, token: string): Promise<number> {
  const res = await fetch(`${server.url}/api/v1/auth/me`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return res.status;
}

/** The first answer that is not 503 (the database still away), polling for at most 15 s. */
async function onceTheDatabaseAnswers(server: ServerProcess, token: string): Promise<number> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const status = await me(server, token);
    if (status !== 503 || Date.now() > deadline) return status;
    await sleep(20);
  }
}

describe('a session ended while the session listener is away', () => {
  it('after a PostgreSQL stop and start, the other process refuses the ended session as soon as the database answers', async () => {
    const token = await memberKeptByB('restart@example.com');
    await postgres.shutdown('fast');
    // Long enough for the listeners' reconnection back-off to grow past a second.
    await sleep(4_000);
    await postgres.start();
    // Ended at once, while the listeners are still away: the announcement reaches no one.
    await sql('DELETE FROM sessions WHERE id = $1', [hashToken(token)]);
    expect(await onceTheDatabaseAnswers(b, token)).toBe(401);
    expect(await me(a, token)).toBe(401);
  }, 60_000);

  it('after its LISTEN connection is cut, a process looks sessions up until it is back', async () => {
    const token = await memberKeptByB('cut@example.com');
    // The database stays up; every listener's connection is cut (they come back within a second).
    await sql(`SELECT pg_terminate_backend(pid, 5000) FROM pg_stat_activity
                WHERE datname = current_database() AND query ILIKE 'LISTEN %'`);
    // The processes read the end of their connection.
    await sleep(50);
    await sql('DELETE FROM sessions WHERE id = $1', [hashToken(token)]);
    expect(await me(b, token)).toBe(401);
  });
});

describe('ending one of her devices from another', () => {
  it('its token is refused on every process at once, the device she used stays signed in', async () => {
    const kept = await memberKeptByB('devices@example.com');
    const login = await fetch(`${a.url}/api/v1/auth/login`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'user-agent': 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
      },
      body: JSON.stringify({ email: 'devices@example.com', password: 'session-password-1' }),
    });
    const here = ((await login.json()) as { data: { token: string } }).data.token;
    const list = await fetch(`${a.url}/api/v1/account/sessions`, {
      headers: { authorization: `Bearer ${here}` },
    });
    const { data } = (await list.json()) as {
      data: { sessions: { id: string; current: boolean; browser: string | null }[] };
    };
    expect(data.sessions.map((s) => s.current)).toEqual([true, false]);
    expect(data.sessions[0]!.browser).toBe('Firefox');
    const other = data.sessions.find((s) => !s.current)!;

    const ended = await fetch(`${a.url}/api/v1/account/sessions/${other.id}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${here}` },
    });
    expect(ended.status).toBe(204);
    // B kept the ended session's lookup for a minute: the database's notice makes it forget.
    const deadline = Date.now() + 2_000;
    while ((await me(b, kept)) !== 401 && Date.now() < deadline) await sleep(20);
    expect(await me(b, kept)).toBe(401);
    expect(await me(a, kept)).toBe(401);
    expect(await me(b, here)).toBe(200);
  });
});
