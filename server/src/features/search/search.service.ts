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

/** Ranked, paged results among what the viewer may read (the rules live in search.queries.ts). */
export async function search(
  db: Kysely<Database>,
  viewer: AuthUser,
  args: { q: string; type: SearchType; limit: number; offset: number },
): Promise<{ results: SearchResult[]; total: number }> {
  const words = queryWords(args.q);
  // Punctuation alone matches nothing rather than everything.
  if (words.length === 0) return { results: [], total: 0 };
  const { rows, total } = await q.searchAll(db, {
    viewerId: viewer.id,
    tsquery: toTsQuery(words),
    kinds: args.type === 'all' ? ALL_KINDS : [args.type],
    limit: args.limit,
    offset: args.offset,
  });
  return {
    results: rows.map((row) => ({
      type: row.type,
      id: row.id,
      title: row.title,
      snippet: snippet(row.body, words),
      content_note: row.content_note,
      url: urlOf(row),
    })),
    total,
  };
}
