import { sql, type Kysely } from 'kysely';

/**
 * Growing a circle (issue 35, parts 1-3):
 * - invitation links a group's admins make: optional number of uses and expiry, optional "joins at
 *   once" for a private group; each use is recorded, so the admins see who came by which link;
 * - up to five screening questions per group, and a join request's answers (with the question as
 *   it read then), deleted with the request when it is decided;
 * - a group's welcome text, and one receipt per member and group: the welcome is sent once (a
 *   notification of kind `group_welcome`) and shown in the group until she dismisses it.
 */
const KINDS_BEFORE =
  `('reply','mention','reaction','join_request','request_approved','request_declined',` +
  `'story_published','story_declined','report_resolved','message_request','event_reminder',` +
  `'event_promoted','event_changed','event_cancelled','group_admin_promoted','group_admin_left',` +
  `'new_sign_in','moderation_decision','appeal_decided')`;
const KINDS_AFTER = KINDS_BEFORE.replace(`'appeal_decided')`, `'appeal_decided','group_welcome')`);

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
    .createTable('group_invitations')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('group_id', 'integer', (c) =>
      c.notNull().references('groups.id').onDelete('cascade'),
    )
    // The link's secret part: random, shown to the group's admins, never guessable from the id.
    .addColumn('token', 'text', (c) => c.notNull().unique())
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    // Null: as many uses as the group has room for.
    .addColumn('max_uses', 'integer')
    .addColumn('uses', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expires_at', 'timestamptz')
    .addColumn('joins_at_once', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('ended_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('group_invitations_max_uses_check', sql`max_uses is null or max_uses > 0`)
    // A link is never used more often than it allows, whatever races the accepts run.
    .addCheckConstraint(
      'group_invitations_uses_check',
      sql`uses >= 0 and (max_uses is null or uses <= max_uses)`,
    )
    .execute();
  await db.schema
    .createIndex('group_invitations_group_idx')
    .on('group_invitations')
    .columns(['group_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('group_invitation_uses')
    .addColumn('invitation_id', 'integer', (c) =>
      c.notNull().references('group_invitations.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // 'member' (she joined) or 'request' (she asked to join a private group).
    .addColumn('outcome', 'text', (c) => c.notNull().check(sql`outcome in ('member', 'request')`))
    .addColumn('used_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('group_invitation_uses_pkey', ['invitation_id', 'user_id'])
    .execute();

  await db.schema
    .createTable('group_questions')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('group_id', 'integer', (c) =>
      c.notNull().references('groups.id').onDelete('cascade'),
    )
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addCheckConstraint('group_questions_text_check', sql`char_length(text) between 1 and 300`)
    .addUniqueConstraint('group_questions_group_position_key', ['group_id', 'position'])
    .execute();

  await db.schema
    .createTable('group_join_request_answers')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    // Gone with the request: approving, declining or withdrawing it deletes her answers.
    .addColumn('request_id', 'integer', (c) =>
      c.notNull().references('group_join_requests.id').onDelete('cascade'),
    )
    .addColumn('question_id', 'integer', (c) =>
      c.references('group_questions.id').onDelete('set null'),
    )
    // The question as she read it: admins may rewrite the questions while her request waits.
    .addColumn('question', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addCheckConstraint(
      'group_join_request_answers_text_check',
      sql`char_length(text) between 1 and 1000`,
    )
    .execute();
  await db.schema
    .createIndex('group_join_request_answers_request_idx')
    .on('group_join_request_answers')
    .column('request_id')
    .execute();

  await db.schema
    .createTable('group_welcomes')
    .addColumn('group_id', 'integer', (c) =>
      c.primaryKey().references('groups.id').onDelete('cascade'),
    )
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('updated_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('group_welcomes_text_check', sql`char_length(text) between 1 and 2000`)
    .execute();

  await db.schema
    .createTable('group_welcome_receipts')
    .addColumn('group_id', 'integer', (c) =>
      c.notNull().references('groups.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('sent_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    // Null while the welcome still shows in the group for her.
    .addColumn('dismissed_at', 'timestamptz')
    .addPrimaryKeyConstraint('group_welcome_receipts_pkey', ['group_id', 'user_id'])
    .execute();

  await setKinds(db, KINDS_AFTER);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('notifications').where('kind', '=', 'group_welcome').execute();
  await setKinds(db, KINDS_BEFORE);
  await db.schema.dropTable('group_welcome_receipts').execute();
  await db.schema.dropTable('group_welcomes').execute();
  await db.schema.dropTable('group_join_request_answers').execute();
  await db.schema.dropTable('group_questions').execute();
  await db.schema.dropTable('group_invitation_uses').execute();
  await db.schema.dropTable('group_invitations').execute();
}
