import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/**
 * Counts one event in a fixed window, starting a new window when the stored one is older than
 * `windowSeconds`. One statement, so concurrent hits cannot both slip in.
 */
export function countHit(db: Kysely<Database>, key: string, windowSeconds: number) {
  const expired = sql<boolean>`rate_limits.window_start <= now() - make_interval(secs => ${windowSeconds})`;
  return db
    .insertInto('rate_limits')
    .values({ key, window_start: sql<Date>`now()`, count: 1 })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        count: sql<number>`case when ${expired} then 1 else rate_limits.count + 1 end`,
        window_start: sql<Date>`case when ${expired} then now() else rate_limits.window_start end`,
      }),
    )
    .returning(['count', 'window_start'])
    .executeTakeFirstOrThrow();
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
