import { sql, type Kysely } from 'kysely';
import type { ContentNote } from '@hercircle/shared';
import type { Database } from '../../db/schema.ts';
import { blockedPairIds, hiddenAuthorIds } from '../../lib/hidden-authors.queries.ts';

type Db = Kysely<Database>;

export type SearchKind = 'groups' | 'posts' | 'stories' | 'members';

/**
 * The notes the viewer set to 'hide' (as in the group discussion: such posts are left out, so the
 * total and the pages count only what she will see).
 */
function notesHiddenBy(db: Db, viewerId: number) {
  const filters = sql<{
    key: ContentNote;
    value: string;
  }>`jsonb_each_text(users.content_note_filters)`;
  return db
    .selectFrom('users')
    .innerJoin(filters.as('filter'), (join) => join.onTrue())
    .select('filter.key')
    .where('users.id', '=', viewerId)
    .where('filter.value', '=', 'hide');
}

/**
 * One shape for every kind, so the kinds can be unioned and ranked together. `parent_id` is the
 * post's group (for its url); `body` is the text the snippet is cut from.
 */
function matches(alias: string, tsquery: string) {
  return sql<boolean>`${sql.ref(`${alias}.search_vector`)} @@ to_tsquery('simple', ${tsquery})`;
}
function rank(alias: string, tsquery: string) {
  return sql<number>`ts_rank(${sql.ref(`${alias}.search_vector`)}, to_tsquery('simple', ${tsquery}))`;
}

/** Posts she may read: live, in an active group that is public or hers, not by her hidden set. */
function posts(db: Db, viewerId: number, tsquery: string) {
  return (
    db
      .selectFrom('group_posts as p')
      .innerJoin('groups as g', 'g.id', 'p.group_id')
      .where(matches('p', tsquery))
      .where('p.deleted_at', 'is', null)
      .where('p.hidden_at', 'is', null)
      .where('g.status', '=', 'active')
      .where((eb) =>
        eb.or([
          eb('g.is_private', '=', false),
          eb.exists(
            eb
              .selectFrom('group_members as m')
              .select('m.id')
              .whereRef('m.group_id', '=', 'g.id')
              .where('m.user_id', '=', viewerId),
          ),
        ]),
      )
      // Anonymous posts too: the filter runs on the server and nothing about the author leaves it.
      .where('p.user_id', 'not in', hiddenAuthorIds(db, viewerId))
      .where((eb) =>
        eb.or([
          eb('p.content_note', 'is', null),
          eb('p.user_id', '=', viewerId),
          eb('p.content_note', 'not in', notesHiddenBy(db, viewerId)),
        ]),
      )
      .select([
        sql<SearchKind>`'posts'`.as('type'),
        'p.id as id',
        'g.name as title',
        'p.content as body',
        'p.content_note as content_note',
        sql<number | null>`p.group_id`.as('parent_id'),
        rank('p', tsquery).as('rank'),
        'p.created_at as created_at',
      ])
  );
}

/** Active groups, private ones included: the directory lists them too (their posts stay closed). */
function groups(db: Db, tsquery: string) {
  return db
    .selectFrom('groups as g')
    .where(matches('g', tsquery))
    .where('g.status', '=', 'active')
    .select([
      sql<SearchKind>`'groups'`.as('type'),
      'g.id as id',
      'g.name as title',
      'g.description as body',
      sql<ContentNote | null>`null::text`.as('content_note'),
      sql<number | null>`null::integer`.as('parent_id'),
      rank('g', tsquery).as('rank'),
      'g.created_at as created_at',
    ]);
}

/**
 * Published stories (not those whose note she hides); a member's own submission not when she is in
 * the viewer's hidden set.
 */
function stories(db: Db, viewerId: number, tsquery: string) {
  return db
    .selectFrom('stories as s')
    .where(matches('s', tsquery))
    .where('s.status', '=', 'published')
    .where((eb) =>
      eb.or([
        eb('s.content_note', 'is', null),
        eb('s.content_note', 'not in', notesHiddenBy(db, viewerId)),
      ]),
    )
    .where((eb) =>
      eb.or([
        eb('s.author_id', 'is', null),
        eb('s.author_id', 'not in', hiddenAuthorIds(db, viewerId)),
      ]),
    )
    .select([
      sql<SearchKind>`'stories'`.as('type'),
      's.id as id',
      's.title as title',
      's.content as body',
      's.content_note as content_note',
      sql<number | null>`null::integer`.as('parent_id'),
      rank('s', tsquery).as('rank'),
      's.created_at as created_at',
    ]);
}

/** Active members, never one of a blocked pair (a mute still finds her, to unmute). */
function members(db: Db, viewerId: number, tsquery: string) {
  return db
    .selectFrom('users as u')
    .where(matches('u', tsquery))
    .where('u.status', '=', 'active')
    .where('u.id', 'not in', blockedPairIds(db, viewerId))
    .select([
      sql<SearchKind>`'members'`.as('type'),
      'u.id as id',
      sql<string>`u.first_name || ' ' || u.last_name`.as('title'),
      sql<string>`u.first_name || ' ' || u.last_name`.as('body'),
      sql<ContentNote | null>`null::text`.as('content_note'),
      sql<number | null>`null::integer`.as('parent_id'),
      rank('u', tsquery).as('rank'),
      'u.created_at as created_at',
    ]);
}

/**
 * Ranked matches of `tsquery` among `kinds`, best first, and how many there are in all. The total
 * comes from a window count in the same pass (ranking already reads every match): a separate
 * count(*) would read them all a second time. Only a page past the end, which has no row to
 * carry it, counts on its own.
 */
export async function searchAll(
  db: Db,
  args: { viewerId: number; tsquery: string; kinds: SearchKind[]; limit: number; offset: number },
) {
  const { viewerId, tsquery } = args;
  const parts = args.kinds.map((kind) => {
    if (kind === 'posts') return posts(db, viewerId, tsquery);
    if (kind === 'groups') return groups(db, tsquery);
    if (kind === 'stories') return stories(db, viewerId, tsquery);
    return members(db, viewerId, tsquery);
  });
  // Every part selects the same columns; typed as one so that they union.
  const [first, ...rest] = parts as ReturnType<typeof groups>[];
  if (!first) throw new Error('searchAll needs at least one kind');
  const union = () => rest.reduce((acc, part) => acc.unionAll(part), first).as('r');
  const rows = await db
    .selectFrom(union())
    .select(['r.type', 'r.id', 'r.title', 'r.body', 'r.content_note', 'r.parent_id'])
    .select(sql<string | number>`count(*) over ()`.as('total'))
    .orderBy('r.rank', 'desc')
    .orderBy('r.created_at', 'desc')
    .orderBy('r.type')
    .orderBy('r.id')
    .limit(args.limit)
    .offset(args.offset)
    .execute();
  if (rows[0] || args.offset === 0) return { rows, total: Number(rows[0]?.total ?? 0) };
  const count = await db
    .selectFrom(union())
    .select((eb) => eb.fn.countAll<string | number>().as('total'))
    .executeTakeFirstOrThrow();
  return { rows, total: Number(count.total) };
}
