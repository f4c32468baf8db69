import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('stories')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('author_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('author_name', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('draft'))
    .addColumn('is_member_submission', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('published_at', 'timestamptz')
    .addCheckConstraint('stories_status_check', sql`status in ('draft', 'published', 'archived')`)
    .addCheckConstraint(
      'stories_published_at_check',
      sql`status <> 'published' or published_at is not null`,
    )
    .execute();
  await db.schema
    .createIndex('stories_status_published_at_idx')
    .on('stories')
    .columns(['status', 'published_at'])
    .execute();
  await db.schema.createIndex('stories_author_id_idx').on('stories').column('author_id').execute();

  await db.schema
    .createTable('newsletter_subscribers')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('newsletter_subscribers_email_lower_check', sql`email = lower(email)`)
    .execute();

  await db.schema
    .createTable('contact_messages')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('contact_messages_created_at_idx')
    .on('contact_messages')
    .column('created_at')
    .execute();

  await db.schema
    .createTable('account_deletion_requests')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('reason', 'text')
    .addColumn('feedback', 'text')
    .addColumn('export_data', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('purge_after', 'timestamptz', (c) => c.notNull())
    .addColumn('purged_at', 'timestamptz')
    .addCheckConstraint(
      'account_deletion_requests_reason_check',
      sql`reason is null or reason in ('privacy-concerns', 'not-using', 'too-many-emails', 'found-alternative', 'technical-issues', 'other')`,
    )
    .execute();
  await db.schema
    .createIndex('account_deletion_requests_purge_idx')
    .on('account_deletion_requests')
    .columns(['purged_at', 'purge_after'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('account_deletion_requests').execute();
  await db.schema.dropTable('contact_messages').execute();
  await db.schema.dropTable('newsletter_subscribers').execute();
  await db.schema.dropTable('stories').execute();
}
