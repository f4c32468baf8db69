import { sql, type Kysely } from 'kysely';

/**
 * Notifications (issue 12): one row per recipient and event. The kinds are api.md's list; a
 * migration keeps its own copy so that a new kind needs a new migration. `actor_id` is null for an
 * anonymous actor (never stored, so never revealed) and for system events. `emailed_at` is the
 * seam for the email side (email_frequency, digests), which a later step builds.
 */
const KINDS = sql.raw(
  `('reply','mention','reaction','join_request','request_approved','request_declined',` +
    `'story_published','story_declined','report_resolved','message_request','event_reminder')`,
);

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('notifications')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ${KINDS}`))
    .addColumn('actor_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('target_type', 'text', (c) => c.notNull())
    .addColumn('target_id', 'integer', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('read_at', 'timestamptz')
    .addColumn('emailed_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('notifications_user_idx')
    .on('notifications')
    .columns(['user_id', 'id'])
    .execute();
  // The bell's count: the unread rows of one member.
  await db.schema
    .createIndex('notifications_unread_idx')
    .on('notifications')
    .column('user_id')
    .where(sql.ref('read_at'), 'is', null)
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('notifications').execute();
}
