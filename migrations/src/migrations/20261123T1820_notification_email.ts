import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';

/**
 * Notification emails (issue 12) and the job runner that sends them.
 * - `jobs`: one row per background task, the durable lease that makes a task run in one server
 *   process at a time: `run_at` is when it is next due, `locked_until` when a claim whose process
 *   died may be taken over.
 * - `users.digest_sent_at`: a daily member's last digest, so that she gets one a day.
 * - `signing_keys`: secrets for signed links in emails (the one-click unsubscribe), made here once
 *   so that every process signs and checks with the same key.
 * - A partial index on the unread notifications no email has covered yet, the only rows the task
 *   reads.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('jobs')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('run_at', 'timestamptz', (c) => c.notNull())
    .addColumn('locked_until', 'timestamptz')
    .addColumn('locked_by', 'text')
    .execute();
  await db.schema.alterTable('users').addColumn('digest_sent_at', 'timestamptz').execute();
  await db.schema
    .createTable('signing_keys')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('secret', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db
    .insertInto('signing_keys')
    .values({ name: 'email_links', secret: randomBytes(32).toString('base64url') })
    .execute();
  await db.schema
    .createIndex('notifications_unemailed_idx')
    .on('notifications')
    .column('user_id')
    .where(sql<boolean>`emailed_at is null and read_at is null`)
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('notifications_unemailed_idx').execute();
  await db.schema.dropTable('signing_keys').execute();
  await db.schema.alterTable('users').dropColumn('digest_sent_at').execute();
  await db.schema.dropTable('jobs').execute();
}
