import { sql, type Kysely } from 'kysely';

/**
 * The outbox as an operator reads it (issue 32): each email's delivery tries, when and why the
 * last one failed (a failed email can be sent again from the admin portal), whether it went out in
 * its discreet form, and whether it carried attachments (which the outbox never keeps, so such an
 * email cannot be sent again). Mail sent before counts one try; unsent mail stays queued.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('outbox_emails')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('failed_at', 'timestamptz')
    .addColumn('last_error', 'text')
    .addColumn('discreet', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('has_attachments', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
  await db
    .updateTable('outbox_emails')
    .set({ attempts: 1 })
    .where('sent_at', 'is not', null)
    .execute();
  // The Outbox screen's "Failed" filter, newest first; failed mail is few among many.
  await db.schema
    .createIndex('outbox_emails_failed_idx')
    .on('outbox_emails')
    .column('id')
    .where(sql.ref('failed_at'), 'is not', null)
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('outbox_emails_failed_idx').execute();
  await db.schema
    .alterTable('outbox_emails')
    .dropColumn('has_attachments')
    .dropColumn('discreet')
    .dropColumn('last_error')
    .dropColumn('failed_at')
    .dropColumn('attempts')
    .execute();
}
