import { sql, type Kysely } from 'kysely';
import type { ContentNote } from '@hercircle/shared';
import type { Database } from '../../db/schema.ts';
import {
  blockedPairIds,
  hiddenAuthorIds,
  noteNotHidden,
  readableGroup,
  visiblePosts,
} from '../../lib/visibility.queries.ts';

type Db = Kysely<Database>;

export type SearchKind = 'groups' | 'posts' | 'stories' | 'members';

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

/**
 * Posts she may read, as in the group's discussion (visiblePosts), but never hidden ones: a result
 * cannot carry the hidden mark, so search shows them to nobody. Their notes she hides are left out
 * (so the total and the pages count only what she will see).
 */
function posts(db: Db, viewerId: number, tsquery: string) {
  return db
    .selectFrom('group_posts as p')
    .innerJoin('groups as g', 'g.id', 'p.group_id')
    .where(matches('p', tsquery))
    .where(visiblePosts(db, { id: viewerId, moderator: false, marksHidden: false }, 'p'))
    .where(readableGroup({ id: viewerId }, 'g'))
    .where(noteNotHidden(db, viewerId, 'p'))
    .select([
      sql<SearchKind>`'posts'`.as('type'),
      'p.id as id',
      'g.name as title',
      'p.content as body',
      'p.content_note as content_note',
      sql<number | null>`p.group_id`.as('parent_id'),
      rank('p', tsquery).as('rank'),
      'p.created_at as created_at',
    ]);
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
    .where(noteNotHidden(db, viewerId, 's', null))
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

type Args = { viewerId: number; tsquery: string; kinds: SearchKind[] };

function parts(db: Db, args: Args) {
  const { viewerId, tsquery } = args;
  const built = args.kinds.map((kind) => {
    if (kind === 'posts') return posts(db, viewerId, tsquery);
    if (kind === 'groups') return groups(db, tsquery);
    if (kind === 'stories') return stories(db, viewerId, tsquery);
    return members(db, viewerId, tsquery);
  });
  // Every part selects the same columns; typed as one so that they union.
  return built as ReturnType<typeof groups>[];
}

/**
 * About how many posts hold a word starting with each of `words` (all of them), from the
 * statistics ANALYZE keeps (the most common words and their shares), without reading a post: 0
 * when none is among the most common, or before the table was analyzed.
 */
export async function estimatePostsWithWords(db: Db, words: string[]): Promise<number> {
  const { rows } = await sql<{ word: string; share: number | null; posts: number }>`
    select w.word, (
        select sum(e.freq) from pg_stats s,
          unnest(s.most_common_elems::text::text[], s.most_common_elem_freqs) as e(elem, freq)
        where s.schemaname = current_schema() and s.tablename = 'group_posts'
          and s.attname = 'search_vector' and starts_with(e.elem, w.word)
      ) as share,
      (select greatest(reltuples, 0) from pg_class where oid = 'group_posts'::regclass) as posts
    from unnest(${sql.val(words)}::text[]) as w(word)`.execute(db);
  // Words taken as independent, as the planner takes them.
  return rows.reduce((n, row) => n * Number(row.share ?? 0), Number(rows[0]?.posts ?? 0));
}

/**
 * How many matches of each kind she may read (for a page past the end, which has no row to carry
 * the window counts), counting no further than `upTo`: the count stops reading rows there.
 */
export async function countMatches(db: Db, args: Args & { upTo: number }) {
  const counts = parts(db, args).map((part) =>
    db
      .selectFrom(part.limit(args.upTo).as('m'))
      .select(['m.type', (eb) => eb.fn.countAll<string | number>().as('count')])
      .groupBy('m.type'),
  );
  const [first, ...rest] = counts;
  if (!first) throw new Error('countMatches needs at least one kind');
  const rows = await rest.reduce((acc, part) => acc.unionAll(part), first).execute();
  return new Map(rows.map((row) => [row.type, Number(row.count)]));
}

/**
 * A page of matches among `kinds`, best first (ts_rank, then newest), with the number of matches
 * and of posts among them (window counts: one pass reads each match once). `postsUpTo` stops
 * reading posts there; past it, the caller asks again with `newestPosts`: only the newest that
 * many posts are ranked, since a word in a tenth of all posts would otherwise read and rank every
 * one of them. Those come from the live-posts index in date order, which the planner picks only
 * when it knows the word is common, and its estimate for a prefix query is a fixed guess: so the
 * transaction turns off sorting (the other way of getting the newest) for this one statement, and
 * JIT, which the penalty put on sorting would otherwise set off.
 */
export async function rankMatches(
  db: Db,
  args: Args & { limit: number; offset: number; postsUpTo?: number; newestPosts?: number },
) {
  const ranked = (trx: Db) => {
    const [first, ...rest] = parts(trx, args).map((part, i) => {
      if (args.kinds[i] !== 'posts') return part;
      const bounded =
        args.newestPosts === undefined
          ? part.limit(args.postsUpTo ?? Number.MAX_SAFE_INTEGER)
          : part.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(args.newestPosts);
      return trx.selectFrom(bounded.as('posts')).selectAll('posts') as unknown as typeof part;
    });
    if (!first) throw new Error('rankMatches needs at least one kind');
    return trx
      .selectFrom(rest.reduce((acc, part) => acc.unionAll(part), first).as('r'))
      .select(['r.type', 'r.id', 'r.title', 'r.body', 'r.content_note', 'r.parent_id'])
      .select([
        sql<string | number>`count(*) over ()`.as('total'),
        sql<string | number>`count(*) filter (where r.type = 'posts') over ()`.as('posts_total'),
      ])
      .orderBy('r.rank', 'desc')
      .orderBy('r.created_at', 'desc')
      .orderBy('r.type')
      .orderBy('r.id')
      .limit(args.limit)
      .offset(args.offset)
      .execute();
  };
  if (args.newestPosts === undefined) return ranked(db);
  return db.transaction().execute(async (trx) => {
    await sql`set local enable_sort = off`.execute(trx);
    await sql`set local jit = off`.execute(trx);
    return ranked(trx);
  });
}
