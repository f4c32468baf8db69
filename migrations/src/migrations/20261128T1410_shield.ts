import { sql, type Kysely } from 'kysely';

/**
 * A shield she controls (issue 33, part 5):
 * - two notification filters of hers: mentions, replies and message requests from accounts
 *   younger than 7 days, or from people who share no group with her, go under "Filtered" instead
 *   of the bell (applied when her notifications are read, so turning one off brings them back);
 * - her muted words and phrases, each with an optional expiry: matching posts, replies and
 *   messages reach her collapsed;
 * - who may reply to a post ('everyone' in the group, or 'nobody'), set by its author;
 * - a reply the post's author hid: collapsed for everyone but the reply's author.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('filter_new_accounts', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('filter_strangers', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();

  await db.schema
    .createTable('muted_words')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('text', 'text', (c) => c.notNull())
    // Null: until she takes it off.
    .addColumn('expires_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // One row per word or phrase and member, whatever its case.
  await sql`create unique index muted_words_user_text_idx on muted_words (user_id, lower(text))`.execute(
    db,
  );

  await db.schema
    .alterTable('group_posts')
    .addColumn('reply_policy', 'text', (c) =>
      c
        .notNull()
        .defaultTo('everyone')
        .check(sql`reply_policy in ('everyone', 'nobody')`),
    )
    .execute();

  await db.schema
    .alterTable('group_post_replies')
    .addColumn('author_hidden_at', 'timestamptz')
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('group_post_replies').dropColumn('author_hidden_at').execute();
  await db.schema.alterTable('group_posts').dropColumn('reply_policy').execute();
  await db.schema.dropTable('muted_words').execute();
  await db.schema
    .alterTable('users')
    .dropColumn('filter_new_accounts')
    .dropColumn('filter_strangers')
    .execute();
}
