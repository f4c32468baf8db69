import { sql, type Kysely } from 'kysely';

/**
 * Newsletter issues and their sending (issue 13).
 * - `newsletter_issues`: a draft, then sending (its deliveries are queued), then sent.
 * - `newsletter_deliveries`: one row per confirmed address when the issue is sent, so that the job
 *   sending them in batches resumes where it stopped after a restart, and the counts are true.
 *   A partial index holds only the rows still to send, the only ones the job reads.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('newsletter_issues')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('draft')
        .check(sql`status in ('draft', 'sending', 'sent')`),
    )
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('queued_at', 'timestamptz')
    .addColumn('sent_at', 'timestamptz')
    .execute();
  await db.schema
    .createTable('newsletter_deliveries')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('issue_id', 'integer', (c) =>
      c.notNull().references('newsletter_issues.id').onDelete('cascade'),
    )
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('queued')
        .check(sql`status in ('queued', 'sent', 'failed', 'skipped')`),
    )
    .addColumn('sent_at', 'timestamptz')
    .addUniqueConstraint('newsletter_deliveries_issue_email_key', ['issue_id', 'email'])
    .execute();
  await db.schema
    .createIndex('newsletter_deliveries_queued_idx')
    .on('newsletter_deliveries')
    .column('id')
    .where(sql<boolean>`status = 'queued'`)
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('newsletter_deliveries').execute();
  await db.schema.dropTable('newsletter_issues').execute();
}
