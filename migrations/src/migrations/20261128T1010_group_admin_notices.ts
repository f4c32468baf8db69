import { sql, type Kysely } from 'kysely';

/**
 * When a group's last admin goes and its longest-standing member is made admin (issue 30), the
 * group's members are told: she gets `group_admin_promoted`, everyone else `group_admin_left`.
 */
const KINDS_BEFORE =
  `('reply','mention','reaction','join_request','request_approved','request_declined',` +
  `'story_published','story_declined','report_resolved','message_request','event_reminder',` +
  `'event_promoted','event_changed','event_cancelled')`;
const KINDS_AFTER = KINDS_BEFORE.replace(
  `'event_cancelled')`,
  `'event_cancelled','group_admin_promoted','group_admin_left')`,
);

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function setKinds(db: Kysely<any>, kinds: string): Promise<void> {
  await db.schema.alterTable('notifications').dropConstraint('notifications_kind_check').execute();
  await db.schema
    .alterTable('notifications')
    .addCheckConstraint('notifications_kind_check', sql`kind in ${sql.raw(kinds)}`)
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await setKinds(db, KINDS_AFTER);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db
    .deleteFrom('notifications')
    .where('kind', 'in', ['group_admin_promoted', 'group_admin_left'])
    .execute();
  await setKinds(db, KINDS_BEFORE);
}
