import { sql, type Kysely } from 'kysely';

/**
 * Polls in posts and scheduled posts (issue 35, parts 4 and 5).
 *
 * A poll belongs to one post; its options are fixed once made. A member's vote is one ballot row
 * per poll holding the options she chose: the primary key keeps one ballot per member, and a
 * second vote replaces the row in one statement, so concurrent votes never count twice.
 *
 * `group_posts.publish_at` is set while a group admin's post waits for its time: the post reaches
 * only its author and the group's admins until the scheduled-posts job clears it (one
 * conditional update, so it publishes once across server processes).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('group_posts').addColumn('publish_at', 'timestamptz').execute();
  await sql`create index group_posts_publish_at_idx on group_posts (publish_at)
    where publish_at is not null`.execute(db);

  await db.schema
    .createTable('group_polls')
    .addColumn('post_id', 'integer', (c) =>
      c.primaryKey().references('group_posts.id').onDelete('cascade'),
    )
    .addColumn('question', 'text', (c) => c.notNull())
    .addColumn('multiple', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('closes_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('group_polls_question_check', sql`length(question) between 1 and 300`)
    .execute();

  await db.schema
    .createTable('group_poll_options')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('post_id', 'integer', (c) =>
      c.notNull().references('group_polls.post_id').onDelete('cascade'),
    )
    .addColumn('position', 'smallint', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addUniqueConstraint('group_poll_options_position_key', ['post_id', 'position'])
    .addCheckConstraint('group_poll_options_text_check', sql`length(text) between 1 and 120`)
    .execute();

  await db.schema
    .createTable('group_poll_ballots')
    .addColumn('post_id', 'integer', (c) =>
      c.notNull().references('group_polls.post_id').onDelete('cascade'),
    )
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('option_ids', sql`integer[]`, (c) => c.notNull())
    .addColumn('voted_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('group_poll_ballots_pkey', ['post_id', 'user_id'])
    .addCheckConstraint('group_poll_ballots_options_check', sql`cardinality(option_ids) >= 1`)
    .execute();
  await db.schema
    .createIndex('group_poll_ballots_user_idx')
    .on('group_poll_ballots')
    .column('user_id')
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('group_poll_ballots').execute();
  await db.schema.dropTable('group_poll_options').execute();
  await db.schema.dropTable('group_polls').execute();
  await sql`drop index group_posts_publish_at_idx`.execute(db);
  await db.schema.alterTable('group_posts').dropColumn('publish_at').execute();
}
