import { sql, type Kysely } from 'kysely';

/**
 * Fair process (issue 33):
 * - House rules as data: a short numbered list site admins edit, shown at /guidelines.
 * - Every moderation decision about a member's content or account, kept as a statement of
 *   reasons: what was done (and to what), which rule, the moderator's reason, whether it was
 *   automatic, until when. The member affected is told in-app and by email (`emailed_at`).
 * - One appeal per decision, decided by another admin than the one who acted.
 * - A member who keeps breaking the rules is muted from posting for a while
 *   (`users.posting_muted_until`).
 */
const KINDS_BEFORE =
  `('reply','mention','reaction','join_request','request_approved','request_declined',` +
  `'story_published','story_declined','report_resolved','message_request','event_reminder',` +
  `'event_promoted','event_changed','event_cancelled','group_admin_promoted','group_admin_left',` +
  `'new_sign_in')`;
const KINDS_AFTER = KINDS_BEFORE.replace(
  `'new_sign_in')`,
  `'new_sign_in','moderation_decision','appeal_decided')`,
);

const RULES: [string, string][] = [
  [
    'Be kind',
    'Disagree with ideas, not with people. No insults, name-calling or mocking of anyone’s body, background, faith, identity or choices.',
  ],
  [
    'No harassment or pile-ons',
    'Do not follow, target or gang up on a member, here or elsewhere, and do not ask others to. Taking no for an answer is part of the circle.',
  ],
  [
    'Keep each other safe',
    'Never share anyone’s private details, photos or messages without their consent, and never reveal who an anonymous member is.',
  ],
  [
    'No hate',
    'Nothing that attacks or demeans people for their race, ethnicity, religion, disability, sexuality, gender identity or age.',
  ],
  [
    'No spam or selling',
    'No unsolicited advertising, repeated posts, link farms or fundraising that a group has not invited.',
  ],
  [
    'Stay honest and legal',
    'No impersonation, scams, dangerous medical claims or content that breaks the law.',
  ],
];

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
  await db.schema
    .createTable('house_rules')
    .addColumn('number', 'integer', (c) => c.primaryKey())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .execute();
  await db
    .insertInto('house_rules')
    .values(RULES.map(([title, text], i) => ({ number: i + 1, title, text })))
    .execute();

  await db.schema
    .createTable('moderation_decisions')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    // The member affected: told of it, and the one who may appeal.
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('action', 'text', (c) =>
      c
        .notNull()
        .check(
          sql`action in ('hide', 'remove', 'auto_hide', 'ban', 'suspend', 'decline_story', 'remove_member', 'mute')`,
        ),
    )
    // What it was done to: post, reply, message, story, user or group.
    .addColumn('target_type', 'text', (c) => c.notNull())
    .addColumn('target_id', 'integer', (c) => c.notNull())
    .addColumn('group_id', 'integer', (c) => c.references('groups.id').onDelete('set null'))
    // A quoted excerpt of the content, or the group's name: the statement says what, even after
    // the content is gone.
    .addColumn('excerpt', 'text')
    // The rule as it read then (rules are renumbered when admins edit them).
    .addColumn('rule_number', 'integer')
    .addColumn('rule_title', 'text')
    .addColumn('reason', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('automated', 'boolean', (c) => c.notNull().defaultTo(false))
    // Null for an automatic decision, or once the moderator's account is gone.
    .addColumn('decided_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    // A ban, suspension or mute ends then (null: no end, or not timed).
    .addColumn('ends_at', 'timestamptz')
    .addColumn('report_id', 'integer', (c) => c.references('reports.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('emailed_at', 'timestamptz')
    // Undone by a reversed appeal.
    .addColumn('reversed_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('moderation_decisions_user_idx')
    .on('moderation_decisions')
    .columns(['user_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('moderation_decisions_unemailed_idx')
    .on('moderation_decisions')
    .column('id')
    .where(sql.ref('emailed_at'), 'is', null)
    .execute();
  await db.schema
    .createIndex('moderation_decisions_created_idx')
    .on('moderation_decisions')
    .column('created_at')
    .execute();

  await db.schema
    .createTable('appeals')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    // One appeal per decision.
    .addColumn('decision_id', 'integer', (c) =>
      c.notNull().unique().references('moderation_decisions.id').onDelete('cascade'),
    )
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('pending')
        .check(sql`status in ('pending', 'upheld', 'reversed')`),
    )
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('decided_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('decided_at', 'timestamptz')
    .addColumn('outcome_reason', 'text')
    .execute();
  await db.schema
    .createIndex('appeals_status_idx')
    .on('appeals')
    .columns(['status', 'created_at'])
    .execute();

  await db.schema.alterTable('users').addColumn('posting_muted_until', 'timestamptz').execute();
  await setKinds(db, KINDS_AFTER);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db
    .deleteFrom('notifications')
    .where('kind', 'in', ['moderation_decision', 'appeal_decided'])
    .execute();
  await setKinds(db, KINDS_BEFORE);
  await db.schema.alterTable('users').dropColumn('posting_muted_until').execute();
  await db.schema.dropTable('appeals').execute();
  await db.schema.dropTable('moderation_decisions').execute();
  await db.schema.dropTable('house_rules').execute();
}
