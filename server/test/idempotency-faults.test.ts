// Idempotency-Keys across a crash (issue 30): a keyed write interrupted by a SIGKILL of the server
// process or by a PostgreSQL restart wrote nothing, so a retry with the same key must write once and
// answer 201, not wait and answer 409 "still running" for a day.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestPostgres } from './pg-server.ts';
import { startServerProcess, type ServerProcess } from './process.ts';
import { startWriterWorld } from './writer-world.ts';

let postgres: TestPostgres;
let server: ServerProcess;
let databaseUrl: string;
let token: string;
let groupId: number;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

beforeAll(async () => {
  ({ postgres, databaseUrl, server, token, groupId } = await startWriterWorld(
    'idempotency_faults',
    {
      email: 'retry@example.com',
      password: 'retry-password-1',
      first_name: 'Rhea',
      last_name: 'Retry',
    },
  ));
}, 120_000);

afterAll(async () => {
  await server?.stop();
  postgres?.stop();
});

function send(path: string, body: object, headers: Record<string, string> = {}) {
  return fetch(`${server.url}/api/v1${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, ...headers },
    body: JSON.stringify(body),
  });
}

const post = (content: string, key: string) =>
  send(`/community/groups/${groupId}/posts`, { content }, { 'idempotency-key': key });

async function query<R extends pg.QueryResultRow>(text: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query<R>(text, values)).rows;
  } finally {
    await client.end();
  }
}

/**
 * Holds a lock that makes every insert into group_posts wait, and resolves once a request's insert
 * waits on it: the write is under way, its key claimed, nothing committed.
 */
async function holdPostInserts(): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: databaseUrl });
  // A PostgreSQL shutdown ends this connection too.
  client.on('error', () => undefined);
  await client.connect();
  await client.query('BEGIN');
  await client.query('LOCK TABLE group_posts IN SHARE MODE');
  return client;
}

async function untilAnInsertWaits(): Promise<void> {
  await expect
    .poll(
      async () =>
        (
          await query<{ n: number }>(
            `SELECT count(*)::int AS n FROM pg_stat_activity
              WHERE wait_event_type = 'Lock' AND query ILIKE '%insert into "group_posts"%'`,
          )
        )[0]!.n,
      { timeout: 15_000, interval: 50 },
    )
    .toBe(1);
}

/** Retries the keyed post until the database answers (a 503 while it comes back). */
async function retry(content: string, key: string) {
  for (let i = 0; ; i++) {
    const res = await post(content, key);
    const body = (await res.json()) as { data?: { post: { id: number } }; code?: string };
    if (res.status !== 503 || i === 100) return { status: res.status, body };
    await sleep(100);
  }
}

async function storedIds(content: string): Promise<number[]> {
  const rows = await query<{ id: number }>('SELECT id FROM group_posts WHERE content = $1', [
    content,
  ]);
  return rows.map((r) => r.id);
}

describe('a keyed write interrupted by a crash', () => {
  it('after a SIGKILL of the server mid-write, a retry with the same key writes once and answers 201', async () => {
    const [content, key] = ['Sent as the server died', 'draft-killed'];
    const lock = await holdPostInserts();
    const lost = post(content, key).catch(() => 'no answer');
    await untilAnInsertWaits();
    const exited = new Promise((r) => server.child.once('exit', r));
    server.child.kill('SIGKILL');
    await exited;
    expect(await lost).toBe('no answer');
    await lock.query('COMMIT');
    await lock.end();

    server = await startServerProcess(databaseUrl);
    const first = await retry(content, key);
    expect(first.status).toBe(201);
    const again = await retry(content, key);
    expect(again.status).toBe(201);
    expect(again.body.data?.post.id).toBe(first.body.data?.post.id);
    expect(await storedIds(content)).toEqual([first.body.data?.post.id]);
  }, 90_000);

  it('after a PostgreSQL restart mid-write, a retry with the same key writes once and answers 201', async () => {
    const [content, key] = ['Sent as the database restarted', 'draft-restarted'];
    const lock = await holdPostInserts();
    const lost = post(content, key).then((r) => r.status);
    await untilAnInsertWaits();
    await postgres.shutdown('fast');
    expect(await lost).toBe(503);
    await postgres.start();
    await lock.end().catch(() => undefined);

    const first = await retry(content, key);
    expect(first.status).toBe(201);
    const again = await retry(content, key);
    expect(again.body.data?.post.id).toBe(first.body.data?.post.id);
    expect(await storedIds(content)).toEqual([first.body.data?.post.id]);
  }, 90_000);
});
