import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** The stored windows of `keys`, each with its age in seconds by the database's clock. */
export async function findWindows(db: Kysely<Database>, keys: string[]) {
  return db
    .selectFrom('rate_limits')
    .select([
      'key',
      'count',
      'window_start',
      sql<number>`extract(epoch from now() - window_start)::float8`.as('age_seconds'),
    ])
    .where('key', 'in', keys)
    .execute();
}

/**
 * Counts one event in a fixed window, starting a new window when the stored one is older than
 * `windowSeconds`; a window already holding `max` events is left untouched and nothing is returned.
 * One statement, and the condition is checked on the locked row, so concurrent hits at the edge
 * cannot take more than `max` slots between them.
 */
export function countHitUnder(
  db: Kysely<Database>,
  key: string,
  windowSeconds: number,
  max: number,
) {
  const expired = sql<boolean>`rate_limits.window_start <= now() - make_interval(secs => ${windowSeconds})`;
  return db
    .insertInto('rate_limits')
    .values({ key, window_start: sql<Date>`now()`, count: 1 })
    .onConflict((oc) =>
      oc
        .column('key')
        .doUpdateSet({
          count: sql<number>`case when ${expired} then 1 else rate_limits.count + 1 end`,
          window_start: sql<Date>`case when ${expired} then now() else rate_limits.window_start end`,
        })
        .where(sql<boolean>`${expired} or rate_limits.count < ${max}`),
    )
    .returning(['count', 'window_start'])
    .executeTakeFirst();
}

export async function uncountHit(db: Kysely<Database>, key: string): Promise<void> {
  await db
    .updateTable('rate_limits')
    .set({ count: sql<number>`greatest(count - 1, 0)` })
    .where('key', '=', key)
    .execute();
}

export async function deleteWindowsStartedBefore(
  db: Kysely<Database>,
  before: Date,
): Promise<number> {
  const result = await db
    .deleteFrom('rate_limits')
    .where('window_start', '<=', before)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
