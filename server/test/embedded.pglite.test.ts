import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { testEnv } from '../src/env.ts';
import { startApp, type RunningApp } from '../src/app.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hc-pglite-'));
const env = testEnv({ DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', SEED_DEMO: 'true' });
let running: RunningApp | undefined;

afterAll(async () => {
  await running?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('embedded database (no DATABASE_URL)', () => {
  it('migrates a new data folder, loads demo content, and serves the API', async () => {
    running = await startApp(env, { logger: false });
    expect(running.handle.kind).toBe('pglite');
    const health = await fetch(`${running.url}/api/v1/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ data: { status: 'ok', database: 'ok' } });

    const login = await fetch(`${running.url}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'amara@hercircle.example', password: 'hercircle-demo' }),
    });
    expect(login.status).toBe(200);

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
    running = await startApp(env, { logger: false });
    const login = await fetch(`${running.url}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'kept@example.com', password: 'persistent-pass' }),
    });
    expect(login.status).toBe(200);
    const { data } = (await login.json()) as { data: { user: { first_name: string } } };
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
    expect(stories.n).toBe(4);
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
