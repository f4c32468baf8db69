import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

type Db = Kysely<Database>;

/**
 * The members whose content a viewer never sees: a blocked pair either way (api.md: "either member
 * blocked the other") and the members she muted. A subquery for `where(author, 'not in', …)` in
 * every list of posts, replies, messages, search results and notifications.
 */
export function hiddenAuthorIds(db: Db, viewerId: number) {
  return db
    .selectFrom('user_blocks')
    .select('blocked_id as id')
    .where('blocker_id', '=', viewerId)
    .union(
      db.selectFrom('user_blocks').select('blocker_id as id').where('blocked_id', '=', viewerId),
    )
    .union(db.selectFrom('user_mutes').select('muted_id as id').where('muter_id', '=', viewerId));
}

/** The members a viewer blocked or who blocked her: they do not find each other (member search). */
export function blockedPairIds(db: Db, viewerId: number) {
  return db
    .selectFrom('user_blocks')
    .select('blocked_id as id')
    .where('blocker_id', '=', viewerId)
    .union(
      db.selectFrom('user_blocks').select('blocker_id as id').where('blocked_id', '=', viewerId),
    );
}

/** Whether either member blocked the other (they may not message or mention each other). */
export async function isBlockedPair(db: Db, a: number, b: number): Promise<boolean> {
  const row = await db
    .selectFrom('user_blocks')
    .select('blocker_id')
    .where((eb) =>
      eb.or([
        eb.and([eb('blocker_id', '=', a), eb('blocked_id', '=', b)]),
        eb.and([eb('blocker_id', '=', b), eb('blocked_id', '=', a)]),
      ]),
    )
    .executeTakeFirst();
  return row !== undefined;
}
