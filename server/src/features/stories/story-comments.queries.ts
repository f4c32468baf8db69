import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { isLive, visibleStoryComments, type Reader } from '../../lib/visibility.queries.ts';
import { STORY_COLUMNS } from './stories.queries.ts';

type Db = Kysely<Database>;

/** Comments the reader (null: a visitor) may receive, with their authors' names. */
function commentsFor(db: Db, reader: Reader | null) {
  return db
    .selectFrom('story_comments')
    .innerJoin('users', 'users.id', 'story_comments.user_id')
    .select([
      'story_comments.id',
      'story_comments.story_id',
      'story_comments.user_id',
      'story_comments.content',
      'story_comments.anonymous',
      'story_comments.hidden_at',
      'story_comments.created_at',
      'users.first_name',
      'users.last_name',
      'users.profile_picture_id',
    ])
    .where(visibleStoryComments(db, reader));
}

export type StoryCommentRow = NonNullable<Awaited<ReturnType<typeof findStoryCommentFor>>>;

/** Oldest first: a conversation reads down. */
export async function listStoryComments(
  db: Db,
  reader: Reader | null,
  input: { storyId: number; limit: number; offset: number },
) {
  const query = commentsFor(db, reader).where('story_comments.story_id', '=', input.storyId);
  const [rows, count] = await Promise.all([
    query.orderBy('story_comments.id', 'asc').limit(input.limit).offset(input.offset).execute(),
    query
      .clearSelect()
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

export function findStoryCommentFor(db: Db, reader: Reader | null, id: number) {
  return commentsFor(db, reader).where('story_comments.id', '=', id).executeTakeFirst();
}

export function insertStoryComment(
  db: Db,
  comment: { story_id: number; user_id: number; content: string; anonymous: boolean },
) {
  return db.insertInto('story_comments').values(comment).returning('id').executeTakeFirstOrThrow();
}

/** A live comment with its author, whatever its hiding (its author deletes a hidden one too). */
export function findLiveStoryComment(db: Db, id: number) {
  return db
    .selectFrom('story_comments')
    .select(['id', 'story_id', 'user_id'])
    .where('id', '=', id)
    .where(isLive('story_comments'))
    .executeTakeFirst();
}

/** Kept on record like a reply: deleted_at and deleted_by, the first delete's. */
export async function softDeleteStoryComment(db: Db, id: number, by: number) {
  await db
    .updateTable('story_comments')
    .set({
      deleted_at: sql`coalesce(deleted_at, now())`,
      deleted_by: sql`coalesce(deleted_by, ${by})`,
    })
    .where('id', '=', id)
    .execute();
}

/** Saving twice keeps the first save. */
export async function insertStorySave(db: Db, userId: number, storyId: number) {
  await db
    .insertInto('story_saves')
    .values({ user_id: userId, story_id: storyId })
    .onConflict((oc) => oc.columns(['user_id', 'story_id']).doNothing())
    .execute();
}

export async function deleteStorySave(db: Db, userId: number, storyId: number) {
  await db
    .deleteFrom('story_saves')
    .where('user_id', '=', userId)
    .where('story_id', '=', storyId)
    .execute();
}

export async function isStorySaved(db: Db, userId: number, storyId: number) {
  const row = await db
    .selectFrom('story_saves')
    .select('story_id')
    .where('user_id', '=', userId)
    .where('story_id', '=', storyId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Her saved stories that are still published, newest save first. */
export function listSavedStories(db: Db, userId: number) {
  return db
    .selectFrom('story_saves')
    .innerJoin('stories', 'stories.id', 'story_saves.story_id')
    .select([
      ...STORY_COLUMNS.filter((c) => c !== 'content').map((c) => `stories.${c}` as const),
      'story_saves.created_at as saved_at',
    ])
    .where('story_saves.user_id', '=', userId)
    .where('stories.status', '=', 'published')
    .orderBy('story_saves.created_at', 'desc')
    .orderBy('stories.id', 'desc')
    .execute();
}
