import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { loadEnv } from '../src/env.ts';
import { startApp, type RunningApp } from '../src/app.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hc-pglite-'));
// What `npm start` runs: production, no DATABASE_URL, no SEED_DEMO.
const env = loadEnv({ NODE_ENV: 'production', DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1' });
let running: RunningApp | undefined;
const logLines: string[] = [];
const logger = { level: 'info', stream: { write: (line: string) => logLines.push(line) } };

async function login(email: string, password: string): Promise<Response> {
  return fetch(`${running!.url}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
}

afterAll(async () => {
  await running?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('embedded database (no DATABASE_URL)', () => {
  it('migrates a new data folder, loads demo content, and serves the API', async () => {
    running = await startApp(env, { logger });
    expect(running.handle.kind).toBe('pglite');
    const health = await fetch(`${running.url}/api/v1/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ data: { status: 'ok', database: 'ok' } });

    // The demo passwords are made at first start and printed once; the old fixed ones never work.
    const log = logLines.join('');
    const admin = /admin@hercircle\.example \/ ([a-z0-9-]+)/.exec(log);
    const member = /amara@hercircle\.example \/ ([a-z0-9-]+)/.exec(log);
    expect(admin).not.toBeNull();
    expect(member).not.toBeNull();
    expect((await login('admin@hercircle.example', admin![1]!)).status).toBe(200);
    expect((await login('amara@hercircle.example', member![1]!)).status).toBe(200);
    expect((await login('admin@hercircle.example', 'hercircle-admin')).status).toBe(401);
    expect((await login('amara@hercircle.example', 'hercircle-demo')).status).toBe(401);

    const register = await fetch(`${running.url}/api/v1/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: 'kept@example.com',
        password: 'persistent-pass',
        first_name: 'Kept',
        last_name: 'Across',
      }),
    });
    expect(register.status).toBe(201);
  });

  it('keeps the data across a restart, without seeding twice', async () => {
    await running?.close();
    logLines.length = 0;
    running = await startApp(env, { logger });
    // Printed once: a restart shows no password.
    expect(logLines.join('')).not.toContain('hercircle.example /');
    const res = await login('kept@example.com', 'persistent-pass');
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as { data: { user: { first_name: string } } };
    expect(data.user.first_name).toBe('Kept');
    const members = await running.handle.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('email', 'like', '%@hercircle.example')
      .executeTakeFirstOrThrow();
    expect(members.n).toBe(9);
    const groups = await running.handle.db
      .selectFrom('groups')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(groups.n).toBe(13);
    const stories = await running.handle.db
      .selectFrom('stories')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    // Four member stories, the eight news articles of Top Stories, the hubs' 24 articles and the
    // six Unfiltered stories.
    expect(stories.n).toBe(42);
    const events = await running.handle.db
      .selectFrom('events')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(events.n).toBe(6);
  });
});

describe('embedded database session lookups', () => {
  it('keeps a session lookup, and forgets it when the account changes by SQL or the member logs out', async () => {
    if (!running) throw new Error('server not started');
    const { data } = (await (await login('kept@example.com', 'persistent-pass')).json()) as {
      data: { token: string; user: { id: number } };
    };
    const me = () =>
      fetch(`${running!.url}/api/v1/auth/me`, {
        headers: { authorization: `Bearer ${data.token}` },
      });
    expect((await me()).status).toBe(200);
    await running.handle.db
      .updateTable('users')
      .set({ first_name: 'Renamed' })
      .where('id', '=', data.user.id)
      .execute();
    // The embedded database's notice reaches the cache within the process, a moment later.
    await vi.waitFor(
      async () => {
        const body = (await (await me()).json()) as { data: { user: { first_name: string } } };
        expect(body.data.user.first_name).toBe('Renamed');
      },
      { timeout: 3_000, interval: 20 },
    );
    const out = await fetch(`${running.url}/api/v1/auth/logout`, {
      method: 'POST',
      headers: { authorization: `Bearer ${data.token}` },
    });
    expect(out.status).toBe(200);
    expect((await me()).status).toBe(401);
  });
});

describe('embedded database backups', () => {
  it('writes a gzipped data folder that a new embedded database opens with the data in it', async () => {
    if (!running) throw new Error('server not started');
    const { runBackup } = await import('../src/features/admin/backups.ts');
    const file = await runBackup(running.handle, path.join(dataDir, 'backups'));
    expect(file).toMatch(/\.tar\.gz$/);
    const { PGlite } = await import('@electric-sql/pglite');
    const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
    const restored = new PGlite({
      loadDataDir: new Blob([fs.readFileSync(file)]),
      extensions: { pg_trgm },
    });
    const result = await restored.query<{ email: string }>(
      "select email from users where email = 'kept@example.com'",
    );
    expect(result.rows).toEqual([{ email: 'kept@example.com' }]);
    await restored.close();
  });
});
