import type { Kysely } from 'kysely';
import type { ContentNote, StoryStatus } from '@hercircle/shared';
import type { Database } from '../../db/schema.ts';
import { pageWithTotal } from '../../lib/page.queries.ts';

export const STORY_COLUMNS = [
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
  'content_note',
] as const;

export type StoryRow = NonNullable<Awaited<ReturnType<typeof findStory>>>;

export interface NewStory {
  title: string;
  content: string;
  author_id: number | null;
  author_name: string;
  status: StoryStatus;
  is_member_submission: boolean;
  published_at: Date | null;
  content_note?: ContentNote | null;
  /** Now, unless given (demo content with a history). */
  created_at?: Date;
}

export function findStory(db: Kysely<Database>, id: number) {
  return db.selectFrom('stories').select(STORY_COLUMNS).where('id', '=', id).executeTakeFirst();
}

export async function listPublishedStories(db: Kysely<Database>, limit: number, offset: number) {
  const query = db.selectFrom('stories').where('status', '=', 'published');
  return pageWithTotal(query, { limit, offset }, (q) =>
    q.select(STORY_COLUMNS).orderBy('published_at', 'desc').orderBy('id', 'desc'),
  );
}

/** Her own submissions (never an admin's stories), newest first. */
export function listSubmissionsOfAuthor(db: Kysely<Database>, authorId: number) {
  return db
    .selectFrom('stories')
    .select(['id', 'title', 'status', 'review_note', 'created_at', 'published_at'])
    .where('author_id', '=', authorId)
    .where('is_member_submission', '=', true)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export function insertStory(db: Kysely<Database>, story: NewStory) {
  return db.insertInto('stories').values(story).returning(STORY_COLUMNS).executeTakeFirstOrThrow();
}

export function deleteUnpublishedStoriesOfAuthor(db: Kysely<Database>, authorId: number) {
  return db
    .deleteFrom('stories')
    .where('author_id', '=', authorId)
    .where('status', '<>', 'published')
    .execute();
}

export function renameAuthorOfStories(db: Kysely<Database>, authorId: number, name: string) {
  return db
    .updateTable('stories')
    .set({ author_name: name })
    .where('author_id', '=', authorId)
    .execute();
}
