import { sql, type Kysely } from 'kysely';

/**
 * Events with RSVPs (issue 13). `area` is the place anyone may read ("Manchester", "Online");
 * `location` (the exact address) and `online_url` are for going members and organisers only.
 * An RSVP's `seq` comes from one sequence each time its status is set, under the event's row lock,
 * so it orders the waitlist by arrival even when requests race. `reminded_at` marks the reminder
 * as sent, so the job sends it once.
 */
const KINDS_BEFORE =
  `('reply','mention','reaction','join_request','request_approved','request_declined',` +
  `'story_published','story_declined','report_resolved','message_request','event_reminder')`;
const KINDS_AFTER = KINDS_BEFORE.replace(
  `'event_reminder')`,
  `'event_reminder','event_promoted','event_changed','event_cancelled')`,
);

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('events')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('starts_at', 'timestamptz', (c) => c.notNull())
    .addColumn('ends_at', 'timestamptz', (c) => c.notNull())
    .addColumn('timezone', 'text', (c) => c.notNull())
    .addColumn('area', 'text', (c) => c.notNull())
    .addColumn('location', 'text')
    .addColumn('online_url', 'text')
    .addColumn('capacity', 'integer', (c) => c.check(sql`capacity > 0`))
    .addColumn('group_id', 'integer', (c) => c.references('groups.id').onDelete('cascade'))
    .addColumn('organiser_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('is_featured', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('price_label', 'text')
    .addColumn('cancelled_at', 'timestamptz')
    .addColumn('reminded_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('events_time_check', sql`ends_at > starts_at`)
    .addCheckConstraint('events_place_check', sql`location is not null or online_url is not null`)
    .execute();
  await db.schema.createIndex('events_starts_at_idx').on('events').column('starts_at').execute();
  await db.schema
    .createIndex('events_group_idx')
    .on('events')
    .columns(['group_id', 'starts_at'])
    .execute();

  await sql`create sequence event_rsvps_seq`.execute(db);
  await db.schema
    .createTable('event_rsvps')
    .addColumn('event_id', 'integer', (c) =>
      c.notNull().references('events.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('going', 'interested', 'waitlisted')`),
    )
    .addColumn('seq', 'bigint', (c) => c.notNull().defaultTo(sql`nextval('event_rsvps_seq')`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('event_rsvps_pkey', ['event_id', 'user_id'])
    .execute();
  await db.schema
    .createIndex('event_rsvps_event_status_idx')
    .on('event_rsvps')
    .columns(['event_id', 'status', 'seq'])
    .execute();
  await db.schema.createIndex('event_rsvps_user_idx').on('event_rsvps').column('user_id').execute();

  await db.schema.alterTable('notifications').dropConstraint('notifications_kind_check').execute();
  await db.schema
    .alterTable('notifications')
    .addCheckConstraint('notifications_kind_check', sql`kind in ${sql.raw(KINDS_AFTER)}`)
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db
    .deleteFrom('notifications')
    .where('kind', 'in', ['event_promoted', 'event_changed', 'event_cancelled'])
    .execute();
  await db.schema.alterTable('notifications').dropConstraint('notifications_kind_check').execute();
  await db.schema
    .alterTable('notifications')
    .addCheckConstraint('notifications_kind_check', sql`kind in ${sql.raw(KINDS_BEFORE)}`)
    .execute();
  await db.schema.dropTable('event_rsvps').execute();
  await sql`drop sequence event_rsvps_seq`.execute(db);
  await db.schema.dropTable('events').execute();
}
