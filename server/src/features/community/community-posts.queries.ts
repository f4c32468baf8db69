import { sql, type Kysely } from 'kysely';
import type { ContentNote } from '@hercircle/shared';
import type { Database } from '../../db/schema.ts';
import {
  isLive,
  noteNotHidden,
  visiblePosts,
  visibleReplies,
  type Reader,
} from '../../lib/visibility.queries.ts';
import { USER_COLUMNS } from './community-members.queries.ts';
import { myReactionsOf, reactionCountsOf } from './community-reactions.queries.ts';
import { pollOf } from './community-polls.queries.ts';

type Db = Kysely<Database>;

/** Replies under post `p` (see withReplyCount) that the reader may receive. */
function replyCount(db: Db, reader: Reader) {
  return db
    .selectFrom('group_post_replies')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('group_post_replies.post_id', '=', sql.ref<number>('p.id'))
    .where(visibleReplies(db, reader));
}

const POST_COLUMNS = [
  'group_posts.id',
  'group_posts.group_id',
  'group_posts.user_id',
  'group_posts.content',
  'group_posts.content_note',
  'group_posts.anonymous',
  'group_posts.hidden_at',
  'group_posts.created_at',
  'group_posts.edited_at',
  'group_posts.pinned_at',
  'group_posts.reply_policy',
  'group_posts.publish_at',
] as const;

function postsFor(db: Db, reader: Reader) {
  return (
    db
      .selectFrom('group_posts')
      .innerJoin('users', 'users.id', 'group_posts.user_id')
      .select(POST_COLUMNS)
      .select(USER_COLUMNS)
      // Held for a moderator (a new account's repeat) and not yet let through or hidden by one.
      .select(
        sql<boolean>`group_posts.held_at is not null and group_posts.hidden_at is not null and group_posts.hidden_by is null`.as(
          'held',
        ),
      )
      .where(visiblePosts(db, reader))
  );
}

/**
 * Counts replies only for the posts of the page: in the same SELECT as an OFFSET, PostgreSQL would
 * count them for every skipped post too.
 */
function withReplyCount(db: Db, reader: Reader, page: ReturnType<typeof postsFor>) {
  return db
    .selectFrom(page.as('p'))
    .selectAll('p')
    .select(() => [
      replyCount(db, reader).$asScalar().as('reply_count'),
      reactionCountsOf('post', sql.ref('p.id')).as('reactions'),
      myReactionsOf('post', sql.ref('p.id'), reader.id).as('my_reactions'),
      pollOf(sql.ref('p.id'), reader.id).as('poll'),
    ]);
}

export type PostRow = NonNullable<Awaited<ReturnType<typeof findPostFor>>>;

/**
 * Pinned first (newest pin first), then newest first; posts whose note the reader set to 'hide'
 * are left out, unless she wrote them. With `before` (a keyset page): the posts not pinned older
 * than that post, newest first, so posts added meanwhile never shift a page. One row more than
 * `limit` tells whether more follow.
 */
export async function listPosts(
  db: Db,
  reader: Reader,
  input: { groupId: number; limit: number; offset: number; before?: number },
) {
  const query = postsFor(db, reader)
    .where('group_posts.group_id', '=', input.groupId)
    .where(noteNotHidden(db, reader.id, 'group_posts'));
  const page =
    input.before === undefined
      ? query
          .orderBy(sql`group_posts.pinned_at desc nulls last`)
          .orderBy('group_posts.id', 'desc')
          .offset(input.offset)
      : query
          .where('group_posts.pinned_at', 'is', null)
          .where('group_posts.id', '<', input.before)
          .orderBy('group_posts.id', 'desc');
  const [rows, count] = await Promise.all([
    withReplyCount(db, reader, page.limit(input.limit + 1))
      .orderBy(sql`p.pinned_at desc nulls last`)
      .orderBy('p.id', 'desc')
      .execute(),
    query
      .clearSelect()
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows: rows.slice(0, input.limit), more: rows.length > input.limit, total: count.total };
}

/** One post as the reader receives it (undefined when she may not). */
export function findPostFor(db: Db, reader: Reader, id: number) {
  return withReplyCount(
    db,
    reader,
    postsFor(db, reader).where('group_posts.id', '=', id),
  ).executeTakeFirst();
}

/**
 * Stores a post only while its author is a member of the group, in one statement: a removal or
 * ban committed after the service's membership check still refuses it. Undefined when refused.
 */
export function insertPost(
  db: Db,
  post: {
    group_id: number;
    user_id: number;
    content: string;
    content_note: ContentNote | null;
    anonymous: boolean;
    /** A scheduled post's time (community-scheduled.ts); left out, it is published at once. */
    publish_at?: Date | null;
  },
) {
  return db
    .insertInto('group_posts')
    .columns(['group_id', 'user_id', 'content', 'content_note', 'anonymous', 'publish_at'])
    .expression((eb) =>
      eb
        .selectFrom('group_members')
        .select([
          'group_members.group_id',
          'group_members.user_id',
          sql<string>`${post.content}::text`.as('content'),
          sql<ContentNote | null>`${post.content_note}::text`.as('content_note'),
          sql<boolean>`${post.anonymous}::boolean`.as('anonymous'),
          sql<Date | null>`${post.publish_at ?? null}::timestamptz`.as('publish_at'),
        ])
        .where('group_members.group_id', '=', post.group_id)
        .where('group_members.user_id', '=', post.user_id),
    )
    .returning(['id', 'created_at'])
    .executeTakeFirst();
}

/** A post that is not deleted, with what deciding who may change or answer it needs. */
export function findLivePost(db: Db, id: number) {
  return db
    .selectFrom('group_posts')
    .select([
      'id',
      'group_id',
      'user_id',
      'anonymous',
      'hidden_at',
      'content',
      'reply_policy',
      'publish_at',
    ])
    .where('id', '=', id)
    .where(isLive('group_posts'))
    .executeTakeFirst();
}

/**
 * isLive makes a delete that committed first win: a racing edit or second delete changes nothing
 * (false here).
 */
export async function updatePostContent(
  db: Db,
  id: number,
  patch: { content: string; content_note?: ContentNote | null },
) {
  const result = await db
    .updateTable('group_posts')
    .set({ ...patch, edited_at: new Date() })
    .where('id', '=', id)
    .where(isLive('group_posts'))
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Posts and replies are deleted and hidden the same way. */
export type DiscussionTable = 'group_posts' | 'group_post_replies';

/** Kept on record; false when it was already deleted (a second delete loses). */
export async function softDeleteItem(
  db: Db,
  table: DiscussionTable,
  id: number,
  deletedBy: number,
) {
  const result = await db
    .updateTable(table)
    .set({ deleted_at: new Date(), deleted_by: deletedBy })
    .where('id', '=', id)
    .where(isLive(table))
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * Hides (by a moderator) or shows again a live post or reply; false when it is gone. Hiding again
 * keeps when it was first hidden (auto-hidden content becomes the moderator's, as in moderation).
 */
export async function setItemHidden(
  db: Db,
  table: DiscussionTable,
  id: number,
  hiddenBy: number | null,
) {
  const result = await db
    .updateTable(table)
    .set({
      hidden_at: hiddenBy === null ? null : sql<Date>`coalesce(hidden_at, now())`,
      hidden_by: hiddenBy,
    })
    .where('id', '=', id)
    .where(isLive(table))
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
