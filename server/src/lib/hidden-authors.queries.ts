import { sql, type Kysely } from 'kysely';
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

/**
 * Anonymous posts and replies are never left out for who wrote them: if a mute or a block (either
 * way) hid one, a viewer could mute half a group at a time and watch the post stay or go until
 * its author is found (issue 30). So only named content is kept from her by its author. (Members
 * have no setting to hide anonymous content as such; one would filter on `anonymous` alone.)
 *
 * The filter for a post or reply under `alias` (its `user_id` and `anonymous`): every list,
 * count and search of posts and replies applies this one, so no answer depends on the author.
 */
export function authorNotHidden(db: Db, viewerId: number, alias: string) {
  return sql<boolean>`(${sql.ref(`${alias}.anonymous`)} or ${sql.ref(`${alias}.user_id`)} not in (${hiddenAuthorIds(db, viewerId)}))`;
}

/** Whether a post or reply is kept from the viewer by its author (as authorNotHidden). */
export async function isHiddenFrom(
  db: Db,
  viewerId: number,
  item: { user_id: number; anonymous: boolean },
): Promise<boolean> {
  if (item.anonymous) return false;
  const row = await db
    .selectFrom(hiddenAuthorIds(db, viewerId).as('h'))
    .select('h.id')
    .where('h.id', '=', item.user_id)
    .executeTakeFirst();
  return row !== undefined;
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
