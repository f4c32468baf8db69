import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DbHandle } from '../db/index.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { AppError } from './app-error.ts';
import { once } from './idempotency.ts';

// The embedded database has one connection: a repeat must wait for the first write without
// holding it, and the write's transaction must be the only thing it queries through.
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hc-pglite-idem-'));
let handle: DbHandle;
let userId: number;

beforeAll(async () => {
  handle = await openDatabase({ dataDir: dir });
  await migrateToLatest(handle.db);
  const user = await handle.db
    .insertInto('users')
    .values({ email: 'idem@example.com', password_hash: null, first_name: 'I', last_name: 'D' })
    .returning('id')
    .executeTakeFirstOrThrow();
  userId = user.id;
}, 120_000);
afterAll(async () => {
  await handle?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('once on the embedded database', () => {
  it('runs 10 concurrent writes with one key once, and a failed write leaves its key free', async () => {
    let runs = 0;
    const write = async () => {
      runs += 1;
      await new Promise((r) => setTimeout(r, 20));
      return { n: runs };
    };
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => once(handle.db, { userId, scope: 's', key: 'k' }, write)),
    );
    expect(runs).toBe(1);
    expect(answers).toEqual(Array(10).fill({ n: 1 }));

    const failing = () => Promise.reject(new AppError('FORBIDDEN', 'no'));
    await expect(once(handle.db, { userId, scope: 's', key: 'f' }, failing)).rejects.toThrow('no');
    expect(await once(handle.db, { userId, scope: 's', key: 'f' }, async () => 'ran')).toBe('ran');
  });
});
