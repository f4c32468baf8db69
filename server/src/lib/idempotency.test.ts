import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/db.ts';
import type { DbHandle } from '../db/index.ts';
import { AppError } from './app-error.ts';
import { once, pruneIdempotencyKeys } from './idempotency.ts';

let handle: DbHandle;
let userId: number;

beforeAll(async () => {
  handle = await createTestDatabase();
  const user = await handle.db
    .insertInto('users')
    .values({
      email: `idem-${Date.now()}@example.com`,
      password_hash: null,
      first_name: 'I',
      last_name: 'D',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  userId = user.id;
});
afterAll(() => handle.close());

describe('once', () => {
  it('runs 20 concurrent writes with one key once and answers all of them the first result', async () => {
    let runs = 0;
    const write = async () => {
      runs += 1;
      await new Promise((r) => setTimeout(r, 50));
      return { id: runs, at: new Date(0).toISOString() };
    };
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        once(handle.db, { userId, scope: 'test.write', key: 'k1' }, write),
      ),
    );
    expect(runs).toBe(1);
    for (const answer of answers) expect(answer).toEqual({ id: 1, at: new Date(0).toISOString() });
  });

  it('keeps scopes, members and missing keys apart', async () => {
    let runs = 0;
    const write = async () => ++runs;
    await once(handle.db, { userId, scope: 'a', key: 'same' }, write);
    await once(handle.db, { userId, scope: 'b', key: 'same' }, write);
    await once(handle.db, { userId, scope: 'a', key: undefined }, write);
    await once(handle.db, { userId, scope: 'a', key: undefined }, write);
    expect(runs).toBe(4);
  });

  it('gives the key back when the first write fails, so a retry runs', async () => {
    const failing = () => Promise.reject(new AppError('FORBIDDEN', 'no'));
    await expect(once(handle.db, { userId, scope: 's', key: 'retry' }, failing)).rejects.toThrow(
      'no',
    );
    expect(await once(handle.db, { userId, scope: 's', key: 'retry' }, async () => 'second')).toBe(
      'second',
    );
  });

  it('takes over a claim left without an answer by a request that died, and runs the retry once', async () => {
    // What a process killed between claiming a key and answering left behind.
    await handle.db
      .insertInto('idempotency_keys')
      .values({ user_id: userId, scope: 'orphan', key: 'left' })
      .execute();
    let runs = 0;
    const write = async () => ++runs;
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        once(handle.db, { userId, scope: 'orphan', key: 'left' }, write),
      ),
    );
    expect(answers).toEqual([1, 1, 1, 1, 1]);
    expect(runs).toBe(1);
  });

  it('forgets keys after a day', async () => {
    await once(handle.db, { userId, scope: 'p', key: 'old' }, async () => 1);
    expect(
      await pruneIdempotencyKeys(handle.db, new Date(Date.now() + 25 * 3_600_000)),
    ).toBeGreaterThan(0);
    expect(await once(handle.db, { userId, scope: 'p', key: 'old' }, async () => 2)).toBe(2);
  });
});
