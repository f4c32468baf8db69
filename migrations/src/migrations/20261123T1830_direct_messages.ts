import { sql, type Kysely } from 'kysely';

/**
 * Direct messages (issue 12): a conversation of kind 'direct' between two members, one per pair
 * (the ordered pair is unique, so concurrent first messages meet in one row), and each member's
 * state in it: the sender starts 'accepted', the recipient 'requested' until she accepts or
 * declines. Community and group rooms keep no rows here: their members are the site's or the
 * group's.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('conversations').dropConstraint('conversations_kind_check').execute();
  await db.schema
    .alterTable('conversations')
    .addColumn('user_low_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('user_high_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    .execute();
  const constraints = {
    conversations_kind_check: sql`kind in ('community', 'group', 'direct')`,
    conversations_direct_check: sql`(kind = 'direct') = (user_low_id is not null and user_high_id is not null)`,
    conversations_pair_order_check: sql`user_low_id < user_high_id`,
  };
  for (const [name, check] of Object.entries(constraints))
    await db.schema.alterTable('conversations').addCheckConstraint(name, check).execute();
  await db.schema
    .alterTable('conversations')
    .addUniqueConstraint('conversations_pair_key', ['user_low_id', 'user_high_id'])
    .execute();
  await db.schema
    .createIndex('conversations_user_high_id_idx')
    .on('conversations')
    .column('user_high_id')
    .execute();

  await db.schema
    .createTable('conversation_members')
    .addColumn('conversation_id', 'integer', (c) =>
      c.notNull().references('conversations.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('requested', 'accepted', 'declined')`),
    )
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('conversation_members_pkey', ['conversation_id', 'user_id'])
    .execute();
  await db.schema
    .createIndex('conversation_members_user_id_idx')
    .on('conversation_members')
    .columns(['user_id', 'status'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('conversation_members').execute();
  await db.deleteFrom('conversations').where('kind', '=', 'direct').execute();
  for (const name of [
    'conversations_pair_key',
    'conversations_pair_order_check',
    'conversations_direct_check',
    'conversations_kind_check',
  ])
    await db.schema.alterTable('conversations').dropConstraint(name).execute();
  await db.schema
    .alterTable('conversations')
    .dropColumn('user_low_id')
    .dropColumn('user_high_id')
    .execute();
  await db.schema
    .alterTable('conversations')
    .addCheckConstraint('conversations_kind_check', sql`kind in ('community', 'group')`)
    .execute();
}
