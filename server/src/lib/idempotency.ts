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

/** One try at a keyed write: its answer, or the key is held by a request still under way. */
type Attempt<T> = { answer: T } | { busy: true } | { gone: true };

/**
 * Runs a write once per (member, scope, key): a repeat answers the first result and stores nothing
 * new. The write runs in one transaction that claims the key first and stores the answer last, so
 * the claim commits with the write or not at all: a write that fails, a killed process or a lost
 * database leaves no claim behind, and a retry runs. A repeat arriving while the first is under way
 * waits for it to end, outside any transaction (waiting holds no connection). The write must make
 * every query through `trx` (the embedded database has one connection, which `trx` holds); its
 * answer must be plain JSON. Without a key the write simply runs, in a transaction as well.
 */
export async function once<T>(
  db: Kysely<Database>,
  idem: IdempotencyKey,
  write: (trx: Kysely<Database>) => Promise<T>,
): Promise<T> {
  if (!idem.key) return db.transaction().execute(write);
  const k = { userId: idem.userId, scope: idem.scope, key: idem.key };
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    const attempt = await db.transaction().execute(async (trx): Promise<Attempt<T>> => {
      if (!(await q.tryLockKey(trx, k))) return { busy: true };
      if (await q.claimKey(trx, k)) {
        const answer = await write(trx);
        await q.saveResponse(trx, k, JSON.stringify(answer ?? null));
        return { answer };
      }
      const held = await q.findKey(trx, k);
      // Pruned between the two statements: claim it again.
      return held ? { answer: held.response as T } : { gone: true };
    });
    if ('answer' in attempt) return attempt.answer;
    if ('busy' in attempt) {
      if (Date.now() > deadline)
        throw new AppError('CONFLICT', 'A request with this idempotency key is still running');
      await sleep(POLL_MS);
    }
  }
}

export function pruneIdempotencyKeys(db: Kysely<Database>, now: Date = new Date()) {
  return q.deleteKeysCreatedBefore(db, new Date(now.getTime() - IDEMPOTENCY_TTL_HOURS * 3_600_000));
}
