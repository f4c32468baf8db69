import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { isLive } from '../../lib/visibility.queries.ts';

type Db = Kysely<Database>;

/** Scheduled posts whose time has come, oldest first (the partial index on publish_at). */
export async function duePostIds(db: Db, now: Date, limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom('group_posts')
    .select('id')
    .where('publish_at', 'is not', null)
    .where('publish_at', '<=', now)
    .where(isLive('group_posts'))
    .orderBy('publish_at')
    .limit(limit)
    .execute();
  return rows.map((r) => r.id);
}

/**
 * Publishes one due post: one conditional UPDATE, so of two processes taking it at once exactly
 * one gets the row (the other's re-check after the row lock finds publish_at cleared). The post
 * is dated at its scheduled time. Undefined when someone else published or deleted it first.
 */
export function claimDuePost(db: Db, id: number, now: Date) {
  return db
    .updateTable('group_posts')
    .set({ publish_at: null, created_at: sql<Date>`publish_at` })
    .where('id', '=', id)
    .where('publish_at', 'is not', null)
    .where('publish_at', '<=', now)
    .where(isLive('group_posts'))
    .returning(['id', 'group_id', 'user_id', 'anonymous', 'content'])
    .executeTakeFirst();
}

/** A new time for a post still waiting; false once it is published or deleted. */
export async function reschedulePost(db: Db, id: number, publishAt: Date): Promise<boolean> {
  const result = await db
    .updateTable('group_posts')
    .set({ publish_at: publishAt })
    .where('id', '=', id)
    .where('publish_at', 'is not', null)
    .where(isLive('group_posts'))
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
