import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { blockedPairIds } from '../../lib/hidden-authors.queries.ts';

type Db = Kysely<Database>;

/**
 * The named members as a mention needs them: whether each is an active member of the group and
 * whether she and the author are a blocked pair. Unknown ids are simply absent.
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
      sql<boolean>`u.status = 'active' and u.deactivated_at is null and gm.user_id is not null`.as(
        'mentionable',
      ),
      eb('u.id', 'in', blockedPairIds(db, args.authorId)).as('blocked'),
    ])
    .where('u.id', 'in', args.ids)
    .execute();
}

/** Of `ids`, those who muted the author: a mention of her does not reach them. */
export async function mutersOf(db: Db, authorId: number, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('user_mutes')
    .select('muter_id')
    .where('muted_id', '=', authorId)
    .where('muter_id', 'in', ids)
    .execute();
  return rows.map((r) => r.muter_id);
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
 * not in a blocked pair with her; names starting with `q` (first, last or full name).
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
