import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { AppError } from '../lib/app-error.ts';

export interface Limit {
  key: string;
  max: number;
  windowSeconds: number;
}

const TOO_MANY = 'Too many attempts. Please wait a little and try again.';

function retryAfter(windowStart: Date, windowSeconds: number): number {
  return Math.max(1, Math.ceil((windowStart.getTime() + windowSeconds * 1000 - Date.now()) / 1000));
}

/**
 * Counts one event against a fixed window in the database (shared by every server process) and
 * throws TOO_MANY_REQUESTS past the limit. One statement, so concurrent hits cannot both slip in.
 */
export async function hit(db: Kysely<Database>, limit: Limit): Promise<void> {
  const expired = sql<boolean>`rate_limits.window_start <= now() - make_interval(secs => ${limit.windowSeconds})`;
  const row = await db
    .insertInto('rate_limits')
    .values({ key: limit.key, window_start: sql<Date>`now()`, count: 1 })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        count: sql<number>`case when ${expired} then 1 else rate_limits.count + 1 end`,
        window_start: sql<Date>`case when ${expired} then now() else rate_limits.window_start end`,
      }),
    )
    .returning(['count', 'window_start'])
    .executeTakeFirstOrThrow();
  if (row.count > limit.max)
    throw new AppError('TOO_MANY_REQUESTS', TOO_MANY, {
      retryAfter: retryAfter(row.window_start, limit.windowSeconds),
    });
}

/** Gives back one counted event (a login that turned out to be right does not count as a failure). */
export async function release(db: Kysely<Database>, key: string): Promise<void> {
  await db
    .updateTable('rate_limits')
    .set({ count: sql<number>`greatest(count - 1, 0)` })
    .where('key', '=', key)
    .execute();
}
