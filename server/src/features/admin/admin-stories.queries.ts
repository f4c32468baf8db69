import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { containsPattern } from '../../lib/like.ts';

export const ADMIN_STORY_COLUMNS = [
  'id',
  'title',
  'content',
  'author_id',
  'author_name',
  'status',
  'is_member_submission',
  'created_at',
  'updated_at',
  'published_at',
] as const;

type Sort = { sort: string; direction: 'asc' | 'desc' };

export async function listStories(
  db: Kysely<Database>,
  args: Sort & {
    search: string;
    status?: 'draft' | 'published' | 'archived';
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
  const [rows, count] = await Promise.all([
    query
      .select(ADMIN_STORY_COLUMNS)
      .orderBy(order, (ob) => (args.direction === 'asc' ? ob.asc() : ob.desc()).nullsLast())
      .orderBy('id', args.direction)
      .limit(args.limit)
      .offset(args.offset)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: count.total };
}

export function updateStory(
  db: Kysely<Database>,
  id: number,
  patch: {
    title?: string;
    content?: string;
    author_name?: string;
    status?: 'draft' | 'published' | 'archived';
    published_at?: Date | null;
  },
) {
  return db
    .updateTable('stories')
    .set({ ...patch, updated_at: new Date() })
    .where('id', '=', id)
    .returning(ADMIN_STORY_COLUMNS)
    .executeTakeFirst();
}

export function listRecentStories(db: Kysely<Database>, limit: number) {
  return db
    .selectFrom('stories')
    .select(ADMIN_STORY_COLUMNS)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export function deleteStory(db: Kysely<Database>, id: number) {
  return db.deleteFrom('stories').where('id', '=', id).execute();
}
