import { sql, type Kysely, type RawBuilder } from 'kysely';
import { REACTORS_SHOWN, type ReactionKind } from '@hercircle/shared';
import type { Database } from '../../db/schema.ts';
import { hiddenAuthorIds, isLive } from '../../lib/visibility.queries.ts';

type Db = Kysely<Database>;
export type ReactionTarget = 'post' | 'reply';

const TABLES = {
  post: { table: 'group_post_reactions', key: 'post_id' },
  reply: { table: 'group_reply_reactions', key: 'reply_id' },
} as const;

/**
 * A correlated scalar: {kind: count} of the post or reply at `idRef`, null when it has none.
 * Every member's reaction counts, those of members the viewer blocked or muted too.
 */
export function reactionCountsOf(target: ReactionTarget, idRef: RawBuilder<number>) {
  const { table, key } = TABLES[target];
  return sql<Partial<Record<ReactionKind, number>> | null>`(
    select jsonb_object_agg(r.kind, r.n) from (
      select own.kind, count(*)::integer as n from ${sql.table(table)} as own
      where own.${sql.ref(key)} = ${idRef} group by own.kind
    ) r
  )`;
}

/**
 * A correlated scalar: the kinds the viewer reacted with, null when none. Columns are qualified:
 * the outer rows (posts, replies) have a user_id too.
 */
export function myReactionsOf(target: ReactionTarget, idRef: RawBuilder<number>, viewerId: number) {
  const { table, key } = TABLES[target];
  return sql<ReactionKind[] | null>`(
    select array_agg(own.kind) from ${sql.table(table)} as own
    where own.${sql.ref(key)} = ${idRef} and own.user_id = ${viewerId}
  )`;
}

/**
 * The primary key makes a repeat, or a concurrent twin, change nothing. True when this added the
 * member's first reaction to the item (what its author hears of).
 */
export async function addReaction(
  db: Db,
  target: ReactionTarget,
  row: { id: number; userId: number; kind: ReactionKind },
): Promise<boolean> {
  const { table, key } = TABLES[target];
  // The outer select runs on the snapshot before the insert: it sees only her earlier reactions.
  const result = await sql<{ first: boolean }>`
    with added as (
      insert into ${sql.table(table)} (${sql.ref(key)}, user_id, kind)
      values (${row.id}, ${row.userId}, ${row.kind}) on conflict do nothing returning 1
    )
    select exists (select 1 from added) and not exists (
      select 1 from ${sql.table(table)} own
      where own.${sql.ref(key)} = ${row.id} and own.user_id = ${row.userId}
    ) as first`.execute(db);
  return result.rows[0]?.first ?? false;
}

export async function removeReaction(
  db: Db,
  target: ReactionTarget,
  row: { id: number; userId: number; kind: ReactionKind },
) {
  const { table, key } = TABLES[target];
  await sql`delete from ${sql.table(table)}
    where ${sql.ref(key)} = ${row.id} and user_id = ${row.userId} and kind = ${row.kind}`.execute(
    db,
  );
}

/**
 * Per present kind, its count (everyone) and up to REACTORS_SHOWN first names, earliest first,
 * never one of the viewer's hidden set (a block either way, her mutes) nor a deactivated account.
 */
export async function listReactors(db: Db, target: ReactionTarget, id: number, viewerId: number) {
  const { table, key } = TABLES[target];
  const [counts, named] = await Promise.all([
    sql<{ kind: ReactionKind; count: number }>`
      select kind, count(*)::integer as count from ${sql.table(table)}
      where ${sql.ref(key)} = ${id} group by kind`.execute(db),
    sql<{ kind: ReactionKind; id: number; first_name: string }>`
      select kind, id, first_name from (
        select r.kind, users.id, users.first_name,
          row_number() over (partition by r.kind order by r.created_at, users.id) as rank
        from ${sql.table(table)} r join users on users.id = r.user_id
        where r.${sql.ref(key)} = ${id}
          and r.user_id not in (${hiddenAuthorIds(db, viewerId)})
          and users.deactivated_at is null
      ) ranked where rank <= ${REACTORS_SHOWN} order by kind, rank`.execute(db),
  ]);
  return { counts: counts.rows, named: named.rows };
}

/** Pins (by `pinnedBy`) or unpins a live post; a repeat pin keeps when it was first pinned. */
export async function setPostPinned(db: Db, id: number, pinnedBy: number | null) {
  const result = await db
    .updateTable('group_posts')
    .set({
      pinned_at: pinnedBy === null ? null : sql`coalesce(pinned_at, now())`,
      pinned_by: pinnedBy === null ? null : sql`coalesce(pinned_by, ${pinnedBy})`,
    })
    .where('id', '=', id)
    .where(isLive('group_posts'))
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
