import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database>;
export type Kind = 'block' | 'mute';

export function findTargetUser(db: Db, id: number) {
  return db.selectFrom('users').select(['id', 'status']).where('id', '=', id).executeTakeFirst();
}

/** Adds the row; a repeat changes nothing (its first `since` stays). Whether it was new. */
export async function insertRelation(db: Db, kind: Kind, who: number, whom: number) {
  const row =
    kind === 'block'
      ? await db
          .insertInto('user_blocks')
          .values({ blocker_id: who, blocked_id: whom })
          .onConflict((oc) => oc.columns(['blocker_id', 'blocked_id']).doNothing())
          .returning('created_at')
          .executeTakeFirst()
      : await db
          .insertInto('user_mutes')
          .values({ muter_id: who, muted_id: whom })
          .onConflict((oc) => oc.columns(['muter_id', 'muted_id']).doNothing())
          .returning('created_at')
          .executeTakeFirst();
  return row !== undefined;
}

/** Whether there was a row to remove. */
export async function deleteRelation(db: Db, kind: Kind, who: number, whom: number) {
  const result =
    kind === 'block'
      ? await db
          .deleteFrom('user_blocks')
          .where('blocker_id', '=', who)
          .where('blocked_id', '=', whom)
          .executeTakeFirst()
      : await db
          .deleteFrom('user_mutes')
          .where('muter_id', '=', who)
          .where('muted_id', '=', whom)
          .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** Who she blocked (or muted) and since when, as one list for both kinds. */
function relations(db: Db, kind: Kind, who: number) {
  return kind === 'block'
    ? db
        .selectFrom('user_blocks')
        .select(['blocked_id as user_id', 'created_at as since'])
        .where('blocker_id', '=', who)
    : db
        .selectFrom('user_mutes')
        .select(['muted_id as user_id', 'created_at as since'])
        .where('muter_id', '=', who);
}

/** The members she blocked (or muted), newest first. */
export function listRelations(
  db: Db,
  kind: Kind,
  who: number,
  page: { limit: number; offset: number },
) {
  return db
    .selectFrom(relations(db, kind, who).as('r'))
    .innerJoin('users', 'users.id', 'r.user_id')
    .select([
      'users.id',
      'users.first_name',
      'users.last_name',
      'users.profile_picture_id',
      'r.since',
    ])
    .orderBy('r.since', 'desc')
    .orderBy('users.id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export async function countRelations(db: Db, kind: Kind, who: number) {
  const row = await db
    .selectFrom(relations(db, kind, who).as('r'))
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Whether she blocked or muted this member (the profile page's buttons). */
export async function findRelation(db: Db, who: number, whom: number) {
  const one = (kind: Kind) =>
    db
      .selectFrom(relations(db, kind, who).as('r'))
      .select('r.user_id')
      .where('r.user_id', '=', whom)
      .executeTakeFirst();
  const [block, mute] = await Promise.all([one('block'), one('mute')]);
  return { blocked: block !== undefined, muted: mute !== undefined };
}
