import { sql, type Kysely } from 'kysely';
import type { ContentNote, StorySection, StoryStatus } from '@hercircle/shared';
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
  'section',
  'category',
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
  section?: StorySection | null;
  category?: string | null;
  /** Now, unless given (demo content with a history). */
  created_at?: Date;
}

export function findStory(db: Kysely<Database>, id: number) {
  return db.selectFrom('stories').select(STORY_COLUMNS).where('id', '=', id).executeTakeFirst();
}

/** Published stories of one section (and topic), or community stories when `section` is null. */
export async function listPublishedStories(
  db: Kysely<Database>,
  args: { section: StorySection | null; category?: string; limit: number; offset: number },
) {
  let query = db
    .selectFrom('stories')
    .where('status', '=', 'published')
    .where('section', args.section === null ? 'is' : '=', args.section);
  if (args.category !== undefined) query = query.where('category', '=', args.category);
  return pageWithTotal(query, args, (q) =>
    q.select(STORY_COLUMNS).orderBy('published_at', 'desc').orderBy('id', 'desc'),
  );
}

/**
 * Published stories of the same section as `story`, those of its category first, newest first.
 * `is not distinct from` matches null to null: a community story's neighbours are community stories.
 */
export function listRelatedStories(
  db: Kysely<Database>,
  story: { id: number; section: StorySection | null; category: string | null },
  limit: number,
) {
  return db
    .selectFrom('stories')
    .select(STORY_COLUMNS.filter((c) => c !== 'content'))
    .where('status', '=', 'published')
    .where('id', '<>', story.id)
    .where(sql<boolean>`section is not distinct from ${story.section}`)
    .orderBy(sql`category is not distinct from ${story.category}`, 'desc')
    .orderBy('published_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** Her own submissions (never an admin's stories), newest first. */
export function listSubmissionsOfAuthor(db: Kysely<Database>, authorId: number) {
  return db
    .selectFrom('stories')
    .select([
      'id',
      'title',
      'content',
      'content_note',
      'status',
      'review_note',
      'created_at',
      'published_at',
    ])
    .where('author_id', '=', authorId)
    .where('is_member_submission', '=', true)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/**
 * Her declined story, revised, back in review (or published where approval is off): only while it
 * is hers and declined, in one conditional update, so a second click or a decision meanwhile does
 * not apply twice. Undefined when nothing matched.
 */
export function reviseDeclinedStory(
  db: Kysely<Database>,
  args: {
    id: number;
    authorId: number;
    title: string;
    content: string;
    content_note: ContentNote | null;
    publish: boolean;
  },
) {
  return db
    .updateTable('stories')
    .set({
      title: args.title,
      content: args.content,
      content_note: args.content_note,
      status: args.publish ? 'published' : 'draft',
      published_at: args.publish ? new Date() : null,
      review_note: null,
      updated_at: new Date(),
    })
    .where('id', '=', args.id)
    .where('author_id', '=', args.authorId)
    .where('is_member_submission', '=', true)
    .where('status', '=', 'declined')
    .returning(['id'])
    .executeTakeFirst();
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
