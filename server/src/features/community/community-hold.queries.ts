import { sql, type Expression, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database>;

/** A comparison key of a post's text: trimmed, runs of white space as one space, lower case. */
function normalized(text: Expression<string>) {
  return sql<string>`lower(regexp_replace(btrim(${text}), '\\s+', ' ', 'g'))`;
}

/** Whether she posted `content` in another group than `groupId` since `since` (live posts only). */
export async function repeatsInOtherGroup(
  db: Db,
  post: { id: number; userId: number; groupId: number; content: string; since: Date },
): Promise<boolean> {
  const found = await db
    .selectFrom('group_posts')
    .select('id')
    .where('user_id', '=', post.userId)
    .where('created_at', '>=', post.since)
    .where('group_id', '<>', post.groupId)
    .where('id', '<>', post.id)
    .where('deleted_at', 'is', null)
    .where(normalized(sql.ref('content')), '=', normalized(sql.val(post.content)))
    .limit(1)
    .executeTakeFirst();
  return found !== undefined;
}

/**
 * Holds a post: hidden from all but its author and moderators (no moderator hid it, as after
 * reports: a dismissal shows it again), and in the moderation queue as a report without a
 * reporter, which its group's admins and the site admins see.
 */
export async function holdPost(
  db: Db,
  post: { id: number; userId: number; groupId: number; note: string },
): Promise<void> {
  await db
    .updateTable('group_posts')
    .set({ hidden_at: sql`now()`, hidden_by: null, held_at: sql`now()` })
    .where('id', '=', post.id)
    .execute();
  await db
    .insertInto('reports')
    .values({
      reporter_id: null,
      target_type: 'post',
      target_id: post.id,
      group_id: post.groupId,
      target_user_id: post.userId,
      reason: 'spam',
      note: post.note,
    })
    .execute();
}
