import { sql, type Kysely } from 'kysely';

/**
 * Safety and moderation (issue 11): replies, content notes, anonymous posts, hidden content,
 * reports, blocks, mutes, group bans, suspensions and idempotency keys. The value lists in the
 * checks are shared/src/constants.ts's (CONTENT_NOTES, REPORT_*); a migration keeps its own copy
 * so that a later change to the constants needs a new migration, as it should.
 */
const CONTENT_NOTES = sql.raw(
  `('sexual_violence','self_harm','eating_disorders','pregnancy_loss','abuse','mental_health','other')`,
);

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('suspended_until', 'timestamptz')
    .addColumn('content_note_filters', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('show_quick_exit', 'boolean', (c) => c.notNull().defaultTo(true))
    .execute();

  await db.schema
    .alterTable('groups')
    .addColumn('allow_anonymous', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();

  await db.schema
    .alterTable('site_settings')
    .addColumn('auto_hide_reports', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(3)
        .check(sql`auto_hide_reports between 1 and 100`),
    )
    .execute();

  await db.schema
    .alterTable('group_posts')
    .addColumn('content_note', 'text', (c) => c.check(sql`content_note in ${CONTENT_NOTES}`))
    .addColumn('anonymous', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('hidden_at', 'timestamptz')
    .addColumn('hidden_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .execute();

  await db.schema
    .alterTable('stories')
    .addColumn('content_note', 'text', (c) => c.check(sql`content_note in ${CONTENT_NOTES}`))
    .execute();

  await db.schema
    .alterTable('messages')
    .addColumn('hidden_at', 'timestamptz')
    .addColumn('hidden_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .execute();

  // One level of replies under a post; kept on record when deleted, like posts and messages.
  await db.schema
    .createTable('group_post_replies')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('post_id', 'integer', (c) =>
      c.notNull().references('group_posts.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('anonymous', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('edited_at', 'timestamptz')
    .addColumn('deleted_at', 'timestamptz')
    .addColumn('deleted_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('hidden_at', 'timestamptz')
    .addColumn('hidden_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .execute();
  await db.schema
    .createIndex('group_post_replies_post_idx')
    .on('group_post_replies')
    .columns(['post_id', 'id'])
    .execute();
  await db.schema
    .createIndex('group_post_replies_user_idx')
    .on('group_post_replies')
    .column('user_id')
    .execute();

  // A report outlives its reporter's account (reporter_id set null) so the moderation record stays.
  await db.schema
    .createTable('reports')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('reporter_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('target_type', 'text', (c) =>
      c.notNull().check(sql`target_type in ('post','reply','message','story','user','group')`),
    )
    .addColumn('target_id', 'integer', (c) => c.notNull())
    // The group a post, reply, group-chat message or group belongs to: group admins see these.
    .addColumn('group_id', 'integer', (c) => c.references('groups.id').onDelete('set null'))
    // Whose content it is (or the reported member): the author's history in the moderation drawer.
    .addColumn('target_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('reason', 'text', (c) =>
      c
        .notNull()
        .check(
          sql`reason in ('harassment','hate','spam','self_harm','sexual_content','misinformation','other')`,
        ),
    )
    .addColumn('note', 'text')
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('open')
        .check(sql`status in ('open','actioned','dismissed')`),
    )
    .addColumn('resolution', 'text', (c) =>
      c.check(sql`resolution in ('dismiss','hide','delete','ban_from_group','suspend_user')`),
    )
    .addColumn('resolution_note', 'text')
    .addColumn('resolved_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('reports_reporter_target_key', ['reporter_id', 'target_type', 'target_id'])
    .execute();
  await db.schema
    .createIndex('reports_target_idx')
    .on('reports')
    .columns(['target_type', 'target_id', 'status'])
    .execute();
  await db.schema
    .createIndex('reports_status_created_idx')
    .on('reports')
    .columns(['status', 'created_at'])
    .execute();
  await db.schema
    .createIndex('reports_target_user_idx')
    .on('reports')
    .column('target_user_id')
    .execute();

  for (const [table, who, whom] of [
    ['user_blocks', 'blocker_id', 'blocked_id'],
    ['user_mutes', 'muter_id', 'muted_id'],
  ] as const) {
    await db.schema
      .createTable(table)
      .addColumn(who, 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn(whom, 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addPrimaryKeyConstraint(`${table}_pkey`, [who, whom])
      .addCheckConstraint(`${table}_not_self`, sql`${sql.ref(who)} <> ${sql.ref(whom)}`)
      .execute();
    await db.schema.createIndex(`${table}_${whom}_idx`).on(table).column(whom).execute();
  }

  await db.schema
    .createTable('group_bans')
    .addColumn('group_id', 'integer', (c) =>
      c.notNull().references('groups.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('banned_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('reason', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('group_bans_pkey', ['group_id', 'user_id'])
    .execute();

  // The first answer to a write sent with an Idempotency-Key; pruned after a day.
  await db.schema
    .createTable('idempotency_keys')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('scope', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('response', 'jsonb')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('idempotency_keys_pkey', ['user_id', 'scope', 'key'])
    .execute();
  await db.schema
    .createIndex('idempotency_keys_created_idx')
    .on('idempotency_keys')
    .column('created_at')
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'idempotency_keys',
    'group_bans',
    'user_mutes',
    'user_blocks',
    'reports',
    'group_post_replies',
  ])
    await db.schema.dropTable(table).execute();
  await db.schema.alterTable('messages').dropColumn('hidden_by').dropColumn('hidden_at').execute();
  await db.schema.alterTable('stories').dropColumn('content_note').execute();
  await db.schema
    .alterTable('group_posts')
    .dropColumn('hidden_by')
    .dropColumn('hidden_at')
    .dropColumn('anonymous')
    .dropColumn('content_note')
    .execute();
  await db.schema.alterTable('site_settings').dropColumn('auto_hide_reports').execute();
  await db.schema.alterTable('groups').dropColumn('allow_anonymous').execute();
  await db.schema
    .alterTable('users')
    .dropColumn('show_quick_exit')
    .dropColumn('content_note_filters')
    .dropColumn('suspended_until')
    .execute();
}
