import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // Uploaded images live in the database so every server process can serve them.
  await db.schema
    .createTable('media')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('owner_user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('bytes', 'bytea', (c) => c.notNull())
    .addColumn('byte_size', 'integer', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('media_owner_user_id_idx')
    .on('media')
    .column('owner_user_id')
    .execute();

  await db.schema
    .alterTable('users')
    .addColumn('profile_picture_id', 'integer', (c) =>
      c.references('media.id').onDelete('set null'),
    )
    .addColumn('newsletter_opt_in', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('email_notifications', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('deactivated_at', 'timestamptz')
    .execute();

  await db.schema
    .createTable('password_reset_tokens')
    .addColumn('id', 'text', (c) => c.primaryKey()) // SHA-256 of the emailed token
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('password_reset_tokens_user_id_idx')
    .on('password_reset_tokens')
    .column('user_id')
    .execute();

  // Fixed-window counters shared by every server process.
  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('window_start', 'timestamptz', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .execute();

  // Mail that is sent through SMTP when configured, and kept here either way.
  await db.schema
    .createTable('outbox_emails')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('to_address', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('body_text', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('sent_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('outbox_emails_to_address_idx')
    .on('outbox_emails')
    .columns(['to_address', 'created_at'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('outbox_emails').execute();
  await db.schema.dropTable('rate_limits').execute();
  await db.schema.dropTable('password_reset_tokens').execute();
  await db.schema
    .alterTable('users')
    .dropColumn('profile_picture_id')
    .dropColumn('newsletter_opt_in')
    .dropColumn('email_notifications')
    .dropColumn('deactivated_at')
    .execute();
  await db.schema.dropTable('media').execute();
}
