import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { isLive, visibleReplies, type Reader } from '../../lib/visibility.queries.ts';
import { USER_COLUMNS } from './community-members.queries.ts';
import { myReactionsOf, reactionCountsOf } from './community-reactions.queries.ts';
import { replyContentFor } from '../shield/shield.queries.ts';

type Db = Kysely<Database>;

function repliesFor(db: Db, reader: Reader) {
  return db
    .selectFrom('group_post_replies')
    .innerJoin('users', 'users.id', 'group_post_replies.user_id')
    .select([
      'group_post_replies.id',
      'group_post_replies.post_id',
      'group_post_replies.user_id',
      replyContentFor(reader).as('content'),
      'group_post_replies.anonymous',
      'group_post_replies.hidden_at',
      'group_post_replies.author_hidden_at',
      'group_post_replies.created_at',
      'group_post_replies.edited_at',
      ...USER_COLUMNS,
      reactionCountsOf('reply', sql.ref('group_post_replies.id')).as('reactions'),
      myReactionsOf('reply', sql.ref('group_post_replies.id'), reader.id).as('my_reactions'),
    ])
    .where(visibleReplies(db, reader));
}

export type ReplyRow = NonNullable<Awaited<ReturnType<typeof findReplyFor>>>;

/** Oldest first: a conversation reads down. */
export async function listReplies(
  db: Db,
  reader: Reader,
  input: { postId: number; limit: number; offset: number },
) {
  const query = repliesFor(db, reader).where('group_post_replies.post_id', '=', input.postId);
  const [rows, count] = await Promise.all([
    query.orderBy('group_post_replies.id', 'asc').limit(input.limit).offset(input.offset).execute(),
    query
      .clearSelect()
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: count.total };
}

export function findReplyFor(db: Db, reader: Reader, id: number) {
  return repliesFor(db, reader).where('group_post_replies.id', '=', id).executeTakeFirst();
}

/**
 * Stores a reply only while its author is a member of the post's group (one statement, as
 * insertPost). Undefined when refused.
 */
export function insertReply(
  db: Db,
  reply: {
    post_id: number;
    group_id: number;
    user_id: number;
    content: string;
    anonymous: boolean;
  },
) {
  return db
    .insertInto('group_post_replies')
    .columns(['post_id', 'user_id', 'content', 'anonymous'])
    .expression((eb) =>
      eb
        .selectFrom('group_members')
        .select([
          sql<number>`${reply.post_id}::integer`.as('post_id'),
          'group_members.user_id',
          sql<string>`${reply.content}::text`.as('content'),
          sql<boolean>`${reply.anonymous}::boolean`.as('anonymous'),
        ])
        .where('group_members.group_id', '=', reply.group_id)
        .where('group_members.user_id', '=', reply.user_id),
    )
    .returning('id')
    .executeTakeFirst();
}

/** A reply that is not deleted, under a post that is not deleted, with the post's group. */
export function findLiveReply(db: Db, id: number) {
  return db
    .selectFrom('group_post_replies')
    .innerJoin('group_posts', 'group_posts.id', 'group_post_replies.post_id')
    .select([
      'group_post_replies.id',
      'group_post_replies.post_id',
      'group_post_replies.user_id',
      'group_post_replies.anonymous',
      'group_post_replies.hidden_at',
      'group_post_replies.content',
      'group_posts.group_id',
      'group_posts.hidden_at as post_hidden_at',
    ])
    .where('group_post_replies.id', '=', id)
    .where(isLive('group_post_replies'))
    .where(isLive('group_posts'))
    .executeTakeFirst();
}

/** As for posts: a delete that committed first wins (false here). */
export async function updateReplyContent(db: Db, id: number, content: string) {
  const result = await db
    .updateTable('group_post_replies')
    .set({ content, edited_at: new Date() })
    .where('id', '=', id)
    .where(isLive('group_post_replies'))
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
