import { sql, type Kysely } from 'kysely';

/**
 * Leaving and coming back (issue 32): while her deletion is pending, a member's group memberships
 * (with their roles) and event RSVPs wait here, out of every list and count, and come back if she
 * cancels; the purge deletes them with her account. A cancelled request stays, marked, so a second
 * press of its link can answer that the account is kept.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('held_group_memberships')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('group_id', 'integer', (c) =>
      c.notNull().references('groups.id').onDelete('cascade'),
    )
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('joined_at', 'timestamptz', (c) => c.notNull())
    .addColumn('held_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('held_group_memberships_pkey', ['user_id', 'group_id'])
    .addCheckConstraint('held_group_memberships_role_check', sql`role in ('admin', 'member')`)
    .execute();
  await db.schema
    .createIndex('held_group_memberships_group_idx')
    .on('held_group_memberships')
    .column('group_id')
    .execute();

  await db.schema
    .createTable('held_event_rsvps')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('event_id', 'integer', (c) =>
      c.notNull().references('events.id').onDelete('cascade'),
    )
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('seq', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('held_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('held_event_rsvps_pkey', ['user_id', 'event_id'])
    .addCheckConstraint(
      'held_event_rsvps_status_check',
      sql`status in ('going', 'interested', 'waitlisted')`,
    )
    .execute();
  await db.schema
    .createIndex('held_event_rsvps_event_idx')
    .on('held_event_rsvps')
    .column('event_id')
    .execute();

  await db.schema
    .alterTable('account_deletion_requests')
    .addColumn('cancelled_at', 'timestamptz')
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('account_deletion_requests').where('cancelled_at', 'is not', null).execute();
  await db.schema.alterTable('account_deletion_requests').dropColumn('cancelled_at').execute();
  await db.schema.dropTable('held_event_rsvps').execute();
  await db.schema.dropTable('held_group_memberships').execute();
}
