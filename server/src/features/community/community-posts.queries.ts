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
        ...USER_COLUMNS,
      ])
      .where('group_posts.group_id', '=', groupId)
      .orderBy('group_posts.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    db
      .selectFrom('group_posts')
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .where('group_id', '=', groupId)
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
