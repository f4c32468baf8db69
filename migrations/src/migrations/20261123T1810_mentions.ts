import { sql, type Kysely } from 'kysely';

/**
 * Mentions and batched reaction notifications (issue 12). Mentions live in the content itself as
 * `@[Name](id)` tokens, so they need no table. Reactions on one post or reply notify its author
 * once while she has not read it: `actor_count` counts the members batched into that row ("Amara
 * and 3 others"), and the unique partial index is the ON CONFLICT target that keeps it one row
 * under concurrent reactions. Once read, the next reaction starts a new row.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('notifications')
    .addColumn('actor_count', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .createIndex('notifications_reaction_batch_idx')
    .on('notifications')
    .columns(['user_id', 'target_type', 'target_id'])
    .unique()
    .where(sql.ref('kind'), '=', 'reaction')
    .where(sql.ref('read_at'), 'is', null)
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('notifications_reaction_batch_idx').execute();
  await db.schema.alterTable('notifications').dropColumn('actor_count').execute();
}
