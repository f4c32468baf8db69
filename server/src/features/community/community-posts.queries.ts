import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { USER_COLUMNS } from './community-members.queries.ts';

export async function listPosts(
  db: Kysely<Database>,
  groupId: number,
  limit: number,
  offset: number,
) {
  const [rows, count] = await Promise.all([
    db
      .selectFrom('group_posts')
      .innerJoin('users', 'users.id', 'group_posts.user_id')
      .select([
        'group_posts.id',
        'group_posts.group_id',
        'group_posts.user_id',
        'group_posts.content',
        'group_posts.created_at',
        'group_posts.edited_at',
        ...USER_COLUMNS,
      ])
      .where('group_posts.group_id', '=', groupId)
      .where('group_posts.deleted_at', 'is', null)
      .orderBy('group_posts.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    db
      .selectFrom('group_posts')
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .where('group_id', '=', groupId)
      .where('deleted_at', 'is', null)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: count.total };
}

export function insertPost(
  db: Kysely<Database>,
  post: { group_id: number; user_id: number; content: string },
) {
  return db
    .insertInto('group_posts')
    .values(post)
    .returning(['id', 'created_at'])
    .executeTakeFirstOrThrow();
}

/** A post that is not deleted, with what deciding who may change it needs. */
export function findLivePost(db: Kysely<Database>, id: number) {
  return db
    .selectFrom('group_posts')
    .select(['id', 'group_id', 'user_id'])
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

/**
 * The WHERE on deleted_at makes a delete that committed first win: PostgreSQL re-checks it after
 * waiting for the row, so a racing edit or second delete changes nothing (undefined here).
 */
export function updatePostContent(db: Kysely<Database>, id: number, content: string) {
  return db
    .updateTable('group_posts')
    .set({ content, edited_at: new Date() })
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .returning(['id', 'group_id', 'user_id', 'content', 'created_at', 'edited_at'])
    .executeTakeFirst();
}

export async function softDeletePost(db: Kysely<Database>, id: number, deletedBy: number) {
  const result = await db
    .updateTable('group_posts')
    .set({ deleted_at: new Date(), deleted_by: deletedBy })
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
