import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { blockedPairIds, openMembership } from '../../lib/visibility.queries.ts';

type Db = Kysely<Database>;

/**
 * The named members as a mention needs them: whether each is an active member of the group and
 * whether the author blocked her. Unknown ids are simply absent.
 */
export function findMentioned(db: Db, args: { authorId: number; groupId: number; ids: number[] }) {
  return db
    .selectFrom('users as u')
    .leftJoin('group_members as gm', (j) =>
      j.onRef('gm.user_id', '=', 'u.id').on('gm.group_id', '=', args.groupId),
    )
    .select((eb) => [
      'u.id',
      'u.first_name',
      'u.last_name',
      // A quiet member is not mentioned: the stored mention would name her to every reader.
      sql<boolean>`u.status = 'active' and u.deactivated_at is null and gm.user_id is not null and ${openMembership('gm')}`.as(
        'mentionable',
      ),
      eb
        .exists(
          eb
            .selectFrom('user_blocks as b')
            .select('b.blocked_id')
            .where('b.blocker_id', '=', args.authorId)
            .whereRef('b.blocked_id', '=', 'u.id'),
        )
        .as('blocked_by_author'),
    ])
    .where('u.id', 'in', args.ids)
    .execute();
}

/**
 * Of `ids`, those whose hidden set holds the author (they muted her, or either blocked the other):
 * her named mention does not reach them.
 */
export async function membersHiding(db: Db, authorId: number, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('user_mutes')
    .select('muter_id as id')
    .where('muted_id', '=', authorId)
    .where('muter_id', 'in', ids)
    .union(
      db
        .selectFrom('user_blocks')
        .select('blocker_id as id')
        .where('blocked_id', '=', authorId)
        .where('blocker_id', 'in', ids),
    )
    .union(
      db
        .selectFrom('user_blocks')
        .select('blocked_id as id')
        .where('blocker_id', '=', authorId)
        .where('blocked_id', 'in', ids),
    )
    .execute();
  return rows.map((r) => r.id);
}

/** The text and anonymity of a post or reply before an edit (its mentions were notified then). */
export function findItemText(db: Db, table: 'group_posts' | 'group_post_replies', id: number) {
  return db
    .selectFrom(table)
    .select(['content', 'anonymous'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/**
 * Members of a group the viewer may mention, for the composer's autocomplete: active, not herself,
 * not quiet, not in a blocked pair with her; names starting with `q` (first, last or full name).
 */
export function searchMentionable(
  db: Db,
  args: { groupId: number; viewerId: number; q: string; limit: number },
) {
  const prefix = `${args.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return db
    .selectFrom('group_members as gm')
    .innerJoin('users as u', 'u.id', 'gm.user_id')
    .select(['u.id', 'u.first_name', 'u.last_name', 'u.profile_picture_id'])
    .where('gm.group_id', '=', args.groupId)
    .where(openMembership('gm'))
    .where('u.id', '<>', args.viewerId)
    .where('u.status', '=', 'active')
    .where('u.deactivated_at', 'is', null)
    .where('u.id', 'not in', blockedPairIds(db, args.viewerId))
    .where((eb) =>
      eb.or([
        eb('u.first_name', 'ilike', prefix),
        eb('u.last_name', 'ilike', prefix),
        eb(sql<string>`u.first_name || ' ' || u.last_name`, 'ilike', prefix),
      ]),
    )
    .orderBy('u.first_name')
    .orderBy('u.last_name')
    .orderBy('u.id')
    .limit(args.limit)
    .execute();
}
