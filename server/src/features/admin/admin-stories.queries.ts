import { sql, type Kysely } from 'kysely';
import type { ContentNote, StorySection, StoryStatus } from '@hercircle/shared';
import type { Database } from '../../db/schema.ts';
import { pageWithTotal } from '../../lib/page.queries.ts';
import { containsPattern } from '../../lib/like.ts';
import { STORY_COLUMNS } from '../stories/stories.queries.ts';

type Sort = { sort: string; direction: 'asc' | 'desc' };

export async function listStories(
  db: Kysely<Database>,
  args: Sort & {
    search: string;
    status?: StoryStatus;
    limit: number;
    offset: number;
  },
) {
  let query = db.selectFrom('stories');
  if (args.search) {
    const pattern = containsPattern(args.search);
    query = query.where((eb) =>
      eb.or([eb('title', 'ilike', pattern), eb('author_name', 'ilike', pattern)]),
    );
  }
  if (args.status) query = query.where('status', '=', args.status);
  const order =
    {
      title: sql`lower(title)`,
      createdAt: sql`created_at`,
      publishedAt: sql`published_at`,
      status: sql`status`,
    }[args.sort] ?? sql`created_at`;
  return pageWithTotal(query, args, (q) =>
    q
      .select(STORY_COLUMNS)
      .orderBy(order, (ob) => (args.direction === 'asc' ? ob.asc() : ob.desc()).nullsLast())
      .orderBy('id', args.direction),
  );
}

export function updateStory(
  db: Kysely<Database>,
  id: number,
  patch: {
    title?: string;
    content?: string;
    author_name?: string;
    status?: StoryStatus;
    published_at?: Date | null;
    content_note?: ContentNote | null;
    review_note?: string | null;
    section?: StorySection | null;
    category?: string | null;
  },
) {
  return db
    .updateTable('stories')
    .set({ ...patch, updated_at: new Date() })
    .where('id', '=', id)
    .returning(STORY_COLUMNS)
    .executeTakeFirst();
}

export function listRecentStories(db: Kysely<Database>, limit: number) {
  return db
    .selectFrom('stories')
    .select(STORY_COLUMNS)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export function deleteStory(db: Kysely<Database>, id: number) {
  return db.deleteFrom('stories').where('id', '=', id).execute();
}
