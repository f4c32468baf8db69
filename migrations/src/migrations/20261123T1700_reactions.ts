import { sql, type Kysely } from 'kysely';

const KINDS = sql`('heart', 'clap', 'hug', 'laugh', 'insightful')`;

/**
 * Reactions on posts and replies, one row per member and kind: the primary key makes a repeated or
 * concurrent PUT a no-op, so a count is exact. Deleting a post or reply for good takes its
 * reactions along. Pinned posts list first (pinned_at, newest pin first).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('group_post_reactions')
    .addColumn('post_id', 'integer', (c) =>
      c.notNull().references('group_posts.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('group_post_reactions_pkey', ['post_id', 'user_id', 'kind'])
    .addCheckConstraint('group_post_reactions_kind_check', sql`kind in ${KINDS}`)
    .execute();
  await db.schema
    .createTable('group_reply_reactions')
    .addColumn('reply_id', 'integer', (c) =>
      c.notNull().references('group_post_replies.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('group_reply_reactions_pkey', ['reply_id', 'user_id', 'kind'])
    .addCheckConstraint('group_reply_reactions_kind_check', sql`kind in ${KINDS}`)
    .execute();
  await db.schema
    .alterTable('group_posts')
    .addColumn('pinned_at', 'timestamptz')
    .addColumn('pinned_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('group_posts')
    .dropColumn('pinned_by')
    .dropColumn('pinned_at')
    .execute();
  await db.schema.dropTable('group_reply_reactions').execute();
  await db.schema.dropTable('group_post_reactions').execute();
}
