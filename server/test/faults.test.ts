// The server process under database and process faults, with real load over HTTP (issue 10): PostgreSQL
// restarting in each shutdown mode while 16 writers post, SIGKILL of the server mid-load, and SIGTERM
// with requests still in flight. Every write answered 2xx must be in the database afterwards.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normalizeError } from '../src/lib/app-error.ts';
import { freePort, type ShutdownMode, type TestPostgres } from './pg-server.ts';
import { startServerProcess, type ServerProcess } from './process.ts';
import { startWriterWorld } from './writer-world.ts';

const WRITERS = 16;
/** One member writes every post here: far past the per-member post limit (api.md). */
const SERVER = { env: { RATE_LIMIT_POST_PER_USER: '1000000' } };
let postgres: TestPostgres;
let server: ServerProcess;
let databaseUrl: string;
let token: string;
let groupId: number;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

beforeAll(async () => {
  ({ postgres, databaseUrl, server, token, groupId } = await startWriterWorld(
    'faults_test',
    {
      email: 'writer@example.com',
      password: 'faults-password-1',
      first_name: 'Wren',
      last_name: 'Writer',
    },
    SERVER,
  ));
}, 120_000);

afterAll(async () => {
  await server?.stop();
  postgres?.stop();
});

function send(path: string, body: object): Promise<Response> {
  return fetch(`${server.url}/api/v1${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
}

const post = (content: string) => send(`/community/groups/${groupId}/posts`, { content });

interface Load {
  /** Contents whose post was answered 201, with the time of the answer. */
  acknowledged: { content: string; at: number }[];
  /** Answers other than 201 and a clean 503. */
  unexpected: string[];
  /** Requests that got no HTTP answer at all (the process was gone). */
  transportErrors: string[];
}

/** As many posts answered 201 as there are writers: the load is under way. */
async function loadUnderWay(load: Load): Promise<void> {
  await expect
    .poll(() => load.acknowledged.length, { timeout: 10_000 })
    .toBeGreaterThanOrEqual(WRITERS);
}

/** Writers posting in a loop until stopped; a 503 makes a writer wait a moment before it goes on. */
function startWriters(tag: string): { load: Load; stop(): Promise<Load> } {
  const load: Load = { acknowledged: [], unexpected: [], transportErrors: [] };
  let running = true;
  const writers = Array.from({ length: WRITERS }, async (_, writer) => {
    for (let n = 0; running; n++) {
      const content = `${tag} writer ${writer} post ${n}`;
      try {
        const res = await post(content);
        const text = await res.text();
        if (res.status === 201) {
          load.acknowledged.push({ content, at: Date.now() });
          continue;
        }
        if (res.status !== 503 || !text.includes('"code":"SERVICE_UNAVAILABLE"'))
          load.unexpected.push(`${res.status} ${text}`);
      } catch (error) {
        load.transportErrors.push(String((error as Error).cause ?? error));
      }
      await sleep(25);
    }
  });
  return {
    load,
    async stop() {
      running = false;
      await Promise.all(writers);
      return load;
    },
  };
}

/** Polls the health path until it answers `status`; returns that answer and when it came. */
async function healthUntil(status: number, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    let answer: { status: number; body: unknown };
    try {
      const res = await fetch(`${server.url}/api/v1/health`);
      answer = { status: res.status, body: await res.json() };
    } catch (error) {
      answer = {
        status: 0,
        body: `${String(error)}; server output: ${server.output().slice(-2000)}`,
      };
    }
    if (answer.status === status || answer.status === 0 || Date.now() > deadline)
      return { ...answer, at: Date.now() };
    await sleep(50);
  }
}

/** Sends the server process a signal; resolves with its exit code once it has exited. */
function signal(name: NodeJS.Signals): Promise<number | null> {
  const { child } = server;
  if (child.exitCode !== null || child.signalCode !== null)
    return Promise.reject(
      new Error(`the server had already exited: ${server.output().slice(-2000)}`),
    );
  const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
  child.kill(name);
  return exited;
}

/** What `work` rejects with; it must reject. */
function rejection(work: Promise<unknown>): Promise<unknown> {
  return work.then(
    () => {
      throw new Error('expected an error');
    },
    (error: unknown) => error,
  );
}

/** The acknowledged posts that the database does not hold. */
async function missingFromDatabase(contents: string[]): Promise<string[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ content: string }>(
      'SELECT content FROM group_posts WHERE group_id = $1',
      [groupId],
    );
    const stored = new Set(rows.map((r) => r.content));
    return contents.filter((c) => !stored.has(c));
  } finally {
    await client.end();
  }
}

describe('how a lost database shows itself', () => {
  it('every real form of it maps to 503 SERVICE_UNAVAILABLE', async () => {
    const connect = (url: string) => new pg.Client({ connectionString: url }).connect();
    // A backend terminated mid-query (57P01), then the same client used again.
    const victim = new pg.Client({ connectionString: databaseUrl });
    victim.on('error', () => undefined);
    await victim.connect();
    const { rows } = await victim.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
    const sleeping = rejection(victim.query('SELECT pg_sleep(10)'));
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query('SELECT pg_terminate_backend($1)', [rows[0]!.pid]);
    const seen = [await sleeping, await rejection(victim.query('SELECT 1'))];

    // No connection slot left (53300): a role limited to one connection tries a second.
    await admin.query('CREATE ROLE one_slot LOGIN CONNECTION LIMIT 1');
    const slotUrl = databaseUrl.replace('postgres@', 'one_slot@');
    const holder = new pg.Client({ connectionString: slotUrl });
    await holder.connect();
    seen.push(await rejection(connect(slotUrl)));
    await holder.end();
    await admin.end();

    // Nothing listening on the port; a pool whose only connection stays checked out.
    seen.push(await rejection(connect(`postgres://postgres@127.0.0.1:${await freePort()}/x`)));
    const pool = new pg.Pool({
      connectionString: databaseUrl,
      max: 1,
      connectionTimeoutMillis: 100,
    });
    const held = await pool.connect();
    seen.push(await rejection(pool.connect()));
    held.release();
    await pool.end();

    expect(seen.map((e) => (e as { code?: string }).code)).toEqual([
      '57P01',
      undefined,
      '53300',
      'ECONNREFUSED',
      undefined,
    ]);
    for (const error of seen)
      expect(normalizeError(error)).toMatchObject({ code: 'SERVICE_UNAVAILABLE', status: 503 });
  });
});

describe('PostgreSQL restarts under write load', () => {
  it.each<ShutdownMode>(['smart', 'fast', 'immediate'])(
    '%s: the process lives, health is 503 then 200, writes resume, no acknowledged write is lost',
    async (mode) => {
      const pid = server.child.pid;
      const writers = startWriters(mode);
      await loadUnderWay(writers.load);
      if (mode === 'smart') {
        // Smart mode waits until every client disconnects, which a busy pool never does: PostgreSQL
        // keeps serving the open connections and refuses new ones ("shutting down", 57P03).
        await expect(postgres.shutdown('smart', 2)).rejects.toThrow(/does not shut down/);
        const refused = await rejection(new pg.Client({ connectionString: databaseUrl }).connect());
        expect(refused).toMatchObject({ code: '57P03' });
        expect(normalizeError(refused)).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
        expect(server.child.exitCode).toBeNull();
      }
      const stopping = postgres.shutdown(mode === 'smart' ? 'fast' : mode);
      const down = await healthUntil(503);
      await stopping;
      expect(down).toMatchObject({
        status: 503,
        body: { message: 'The database is unreachable', code: 'SERVICE_UNAVAILABLE' },
      });

      await postgres.start();
      const up = await healthUntil(200);
      expect(up.status).toBe(200);
      // Writes succeed again without a restart of the server.
      const deadline = Date.now() + 10_000;
      while (!writers.load.acknowledged.some((a) => a.at > up.at) && Date.now() < deadline)
        await sleep(50);
      const load = await writers.stop();

      expect(load.transportErrors).toEqual([]);
      expect(load.unexpected).toEqual([]);
      expect(load.acknowledged.filter((a) => a.at < down.at).length).toBeGreaterThan(0);
      expect(load.acknowledged.filter((a) => a.at > up.at).length).toBeGreaterThan(0);
      expect(await missingFromDatabase(load.acknowledged.map((a) => a.content))).toEqual([]);
      expect(server.child.exitCode).toBeNull();
      expect(server.child.pid).toBe(pid);
    },
  );
});

describe('the server process under write load', () => {
  it('SIGKILL, then a new process: every acknowledged write is in the database', async () => {
    const writers = startWriters('sigkill');
    await loadUnderWay(writers.load);
    await signal('SIGKILL');
    const load = await writers.stop();
    expect(load.unexpected).toEqual([]);
    expect(load.acknowledged.length).toBeGreaterThan(0);

    server = await startServerProcess(databaseUrl, SERVER);
    expect(await missingFromDatabase(load.acknowledged.map((a) => a.content))).toEqual([]);
    expect((await post('after the kill')).status).toBe(201);
  });

  it('SIGTERM lets requests in flight finish with their normal answer, slow ones too, then exits 0', async () => {
    // Hold the group's row so that posts wait on it: requests the server is still working on.
    const blocker = new pg.Client({ connectionString: databaseUrl });
    await blocker.connect();
    await blocker.query('BEGIN');
    await blocker.query('SELECT id FROM groups WHERE id = $1 FOR UPDATE', [groupId]);
    const observer = new pg.Client({ connectionString: databaseUrl });
    await observer.connect();
    const inFlight = Array.from({ length: 6 }, (_, i) => `in flight ${i}`);
    const answers = inFlight.map(async (content) => {
      const res = await post(content);
      return { status: res.status, body: (await res.json()) as { data?: { post: unknown } } };
    });
    // Another connection: within the blocker's transaction pg_stat_activity would stay as first read.
    const waiting = async () =>
      (
        await observer.query<{ n: number }>(
          "SELECT count(*)::int AS n FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND datname = current_database()",
        )
      ).rows[0]!.n;
    while ((await waiting()) < inFlight.length) await sleep(50);
    await observer.end();

    const exited = signal('SIGTERM');
    // A window the server must outlive while it drains: nothing to poll for but its not exiting.
    await sleep(1500);
    expect(server.child.exitCode).toBeNull();
    await blocker.query('COMMIT');
    await blocker.end();

    for (const answer of await Promise.all(answers)) {
      expect(answer.status).toBe(201);
      expect(answer.body.data?.post).toMatchObject({ group_id: groupId });
    }
    expect(await exited).toBe(0);
    expect(await missingFromDatabase(inFlight)).toEqual([]);
  });
});
