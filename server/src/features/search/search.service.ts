import type { Kysely } from 'kysely';
import type { ContentNote } from '@hercircle/shared';
import type { Database } from '../../db/schema.ts';
import type { AuthUser } from '../../auth/sessions.ts';
import * as q from './search.queries.ts';
import { queryWords, snippet, toTsQuery, type SnippetPart } from './search.snippet.ts';

export type SearchType = 'all' | q.SearchKind;

export interface SearchResult {
  type: q.SearchKind;
  id: number;
  title: string;
  snippet: SnippetPart[];
  /** The client keeps the snippet behind this note, as the discussion does. */
  content_note: ContentNote | null;
  url: string;
}

const ALL_KINDS: q.SearchKind[] = ['groups', 'posts', 'stories', 'members'];

function urlOf(row: { type: q.SearchKind; id: number; parent_id: number | null }): string {
  if (row.type === 'groups') return `/community/group/${row.id}`;
  if (row.type === 'posts') return `/community/group/${row.parent_id}#post-${row.id}`;
  if (row.type === 'stories') return `/stories/${row.id}`;
  return `/members/${row.id}`;
}

/**
 * The total counts exactly up to here and says "more" beyond it (the page shows "500+ results");
 * pages end there too. Nobody reads 25 pages of results, and counting the 14,000 posts of a
 * common word costs more than finding the best 20.
 */
export const TOTAL_CAP = 500;
/**
 * Past this many posts for a word, only the newest TOTAL_CAP of them are ranked, found among the
 * newest posts in date order (at 100,000 posts, within the newest 25,000 at worst); up to it all are
 * ranked. Chosen with `npm run bench` (server/bench/search.ts): the count that decides stops here.
 */
const COMMON_WORD_POSTS = 2000;
/**
 * Words the statistics put in more posts than this skip the full ranking. Higher than
 * COMMON_WORD_POSTS: the estimate is rough (words taken as independent) and counts posts she may
 * not read, and reading the newest posts for a word in fewer is slower than ranking them all.
 */
const CLEARLY_COMMON_POSTS = 5000;

/** Ranked, paged results among what the viewer may read (the rules live in search.queries.ts). */
export async function search(
  db: Kysely<Database>,
  viewer: AuthUser,
  args: { q: string; type: SearchType; limit: number; offset: number },
): Promise<{ results: SearchResult[]; total: number; total_capped?: true }> {
  const words = queryWords(args.q);
  // Punctuation alone matches nothing rather than everything.
  if (words.length === 0) return { results: [], total: 0 };
  const query = {
    viewerId: viewer.id,
    tsquery: toTsQuery(words),
    kinds: args.type === 'all' ? ALL_KINDS : [args.type],
  };
  // Pages end at TOTAL_CAP; one past it asks only for the total.
  const limit = Math.max(0, Math.min(args.limit, TOTAL_CAP - args.offset));
  const page = { ...query, limit, offset: args.offset };
  // A word the statistics say is common goes straight to the newest posts; any other is ranked
  // in full unless it turns out common after all.
  const common =
    query.kinds.includes('posts') &&
    (await q.estimatePostsWithWords(db, words)) > CLEARLY_COMMON_POSTS;
  let rows = common ? [] : await q.rankMatches(db, { ...page, postsUpTo: COMMON_WORD_POSTS + 1 });
  let found = Number(rows[0]?.total ?? 0);
  if (common || Number(rows[0]?.posts_total ?? 0) > COMMON_WORD_POSTS) {
    rows = await q.rankMatches(db, { ...page, newestPosts: TOTAL_CAP });
    // Fewer posts than the newest TOTAL_CAP: every one she may read was ranked and counted.
    found =
      Number(rows[0]?.posts_total ?? TOTAL_CAP) < TOTAL_CAP ? Number(rows[0]!.total) : Infinity;
  }
  if (!rows[0] && args.offset > 0) {
    const counts = await q.countMatches(db, { ...query, upTo: COMMON_WORD_POSTS + 1 });
    found = [...counts.values()].reduce((sum, n) => sum + n, 0);
  }
  return {
    results: rows.map((row) => ({
      type: row.type,
      id: row.id,
      title: row.title,
      snippet: snippet(row.body, words),
      content_note: row.content_note,
      url: urlOf(row),
    })),
    total: Math.min(found, TOTAL_CAP),
    ...(found > TOTAL_CAP && { total_capped: true as const }),
  };
}
