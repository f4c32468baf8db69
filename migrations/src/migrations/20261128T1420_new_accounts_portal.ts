import { sql, type Kysely } from 'kysely';

/**
 * New accounts earn trust, and the admin portal finishes the job (issue 33, parts 6 and 9):
 * - `site_settings.new_account_hours`: an account's first hours, in which it sends no message
 *   requests, adds at most 2 links to a post or reply, and a post repeating one of hers in another
 *   group waits for a moderator (0 turns these limits off).
 * - `group_posts.held_at`: such a post, hidden from others until a moderator lets it through;
 *   its author sees it as waiting.
 * - The admin inbox answers: a contact message is marked handled (by whom, when) and keeps the
 *   replies sent to it through the site's mailer.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('site_settings')
    .addColumn('new_account_hours', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(24)
        .check(sql`new_account_hours between 0 and 720`),
    )
    .execute();

  await db.schema.alterTable('group_posts').addColumn('held_at', 'timestamptz').execute();
  // The repeat check reads a new account's own posts of the last hour.
  await db.schema
    .createIndex('group_posts_user_id_created_at_idx')
    .on('group_posts')
    .columns(['user_id', 'created_at'])
    .execute();

  await db.schema
    .alterTable('contact_messages')
    .addColumn('handled_at', 'timestamptz')
    .addColumn('handled_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .execute();
  await db.schema
    .createTable('contact_message_replies')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('contact_message_id', 'integer', (c) =>
      c.notNull().references('contact_messages.id').onDelete('cascade'),
    )
    .addColumn('author_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    // Kept as written, like the audit log's actor: the admin's account may go, the reply stays.
    .addColumn('author_email', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('contact_message_replies_message_idx')
    .on('contact_message_replies')
    .column('contact_message_id')
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('contact_message_replies').execute();
  await db.schema
    .alterTable('contact_messages')
    .dropColumn('handled_by')
    .dropColumn('handled_at')
    .execute();
  await db.schema.dropIndex('group_posts_user_id_created_at_idx').execute();
  await db.schema.alterTable('group_posts').dropColumn('held_at').execute();
  await db.schema.alterTable('site_settings').dropColumn('new_account_hours').execute();
}
