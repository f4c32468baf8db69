import { setTimeout as sleep } from 'node:timers/promises';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { AppError } from './app-error.ts';
import * as q from './idempotency.queries.ts';

/** How long a first answer is kept for its repeats. */
export const IDEMPOTENCY_TTL_HOURS = 24;
/** How long a repeat waits for a first request that is still running, and how often it looks. */
const WAIT_MS = 10_000;
const POLL_MS = 25;

export interface IdempotencyKey {
  userId: number;
  /** The operation, e.g. 'community.createPost': one key may be reused for another kind of write. */
  scope: string;
  /** The client's key; without one the write simply runs. */
  key: string | undefined;
}

/**
 * Runs a write once per (member, scope, key): a repeat answers the first result and stores nothing
 * new. The key is claimed in its own statement before the write runs (so the write may use its own
 * transaction); a repeat arriving while the first is still running waits for its answer, and a
 * first request that fails gives its key back so a retry can run. The answer must be plain JSON.
 */
export async function once<T>(
  db: Kysely<Database>,
  idem: IdempotencyKey,
  write: () => Promise<T>,
): Promise<T> {
  if (!idem.key) return write();
  const k = { userId: idem.userId, scope: idem.scope, key: idem.key };
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    if (await q.claimKey(db, k)) break;
    const held = await q.findKey(db, k);
    if (held && held.response !== null) return held.response as T;
    if (Date.now() > deadline)
      throw new AppError('CONFLICT', 'A request with this idempotency key is still running');
    // Gone (the first failed and gave it back): claim again; still running: wait for its answer.
    if (held) await sleep(POLL_MS);
  }
  try {
    const result = await write();
    await q.saveResponse(db, k, JSON.stringify(result));
    return result;
  } catch (error) {
    await q.releaseKey(db, k).catch(() => undefined);
    throw error;
  }
}

export function pruneIdempotencyKeys(db: Kysely<Database>, now: Date = new Date()) {
  return q.deleteKeysCreatedBefore(db, new Date(now.getTime() - IDEMPOTENCY_TTL_HOURS * 3_600_000));
}
