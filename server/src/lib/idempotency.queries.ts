import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

type Db = Kysely<Database>;
interface KeyOf {
  userId: number;
  scope: string;
  key: string;
}

/** Claims a key; null when another request holds it already. One statement: two claims cannot both win. */
export function claimKey(db: Db, k: KeyOf) {
  return db
    .insertInto('idempotency_keys')
    .values({ user_id: k.userId, scope: k.scope, key: k.key })
    .onConflict((oc) => oc.columns(['user_id', 'scope', 'key']).doNothing())
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

export async function saveResponse(db: Db, k: KeyOf, response: string): Promise<void> {
  await db
    .updateTable('idempotency_keys')
    .set({ response })
    .where('user_id', '=', k.userId)
    .where('scope', '=', k.scope)
    .where('key', '=', k.key)
    .execute();
}

export async function releaseKey(db: Db, k: KeyOf): Promise<void> {
  await db
    .deleteFrom('idempotency_keys')
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
