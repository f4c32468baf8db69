import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

type Db = Kysely<Database>;
interface KeyOf {
  userId: number;
  scope: string;
  key: string;
}

/** The advisory locks of idempotency keys: their own class, apart from every other lock's key. */
const LOCK_CLASS = 30_001;

/**
 * Takes the key's lock for the rest of the caller's transaction, without waiting: false when
 * another transaction holds it (the same key under way, or rarely another key with the same hash).
 */
export async function tryLockKey(trx: Db, k: KeyOf): Promise<boolean> {
  const { rows } = await sql<{ locked: boolean }>`
    select pg_try_advisory_xact_lock(${LOCK_CLASS}, hashtext(${`${k.userId}:${k.scope}:${k.key}`}))
      as locked`.execute(trx);
  return rows[0]?.locked === true;
}

/**
 * Claims a key in the caller's transaction; undefined when it holds an answer already. A row
 * without one can only be left by a version of this code that claimed keys in a statement of its
 * own and died before answering: it is taken over.
 */
export function claimKey(trx: Db, k: KeyOf) {
  return trx
    .insertInto('idempotency_keys')
    .values({ user_id: k.userId, scope: k.scope, key: k.key })
    .onConflict((oc) =>
      oc
        .columns(['user_id', 'scope', 'key'])
        .doUpdateSet({ created_at: sql<Date>`now()` })
        .where('idempotency_keys.response', 'is', null),
    )
    .returning('created_at')
    .executeTakeFirst();
}

export function findKey(db: Db, k: KeyOf) {
  return db
    .selectFrom('idempotency_keys')
    .select('response')
    .where('user_id', '=', k.userId)
    .where('scope', '=', k.scope)
    .where('key', '=', k.key)
    .executeTakeFirst();
}

export async function saveResponse(trx: Db, k: KeyOf, response: string): Promise<void> {
  await trx
    .updateTable('idempotency_keys')
    .set({ response })
    .where('user_id', '=', k.userId)
    .where('scope', '=', k.scope)
    .where('key', '=', k.key)
    .execute();
}

export async function deleteKeysCreatedBefore(db: Db, before: Date): Promise<number> {
  const result = await db
    .deleteFrom('idempotency_keys')
    .where('created_at', '<', before)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
