import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('conversations')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('group_id', 'integer', (c) => c.unique().references('groups.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('conversations_kind_check', sql`kind in ('community', 'group')`)
    .addCheckConstraint('conversations_group_check', sql`(kind = 'group') = (group_id is not null)`)
    .execute();

  // Conversation 1 is the community-wide room (the spec's default conversation id).
  await db
    .insertInto('conversations')
    .values({ kind: 'community', name: 'Community Chat' })
    .execute();
  // Every existing group gets its members' conversation.
  await sql`insert into conversations (kind, group_id, name) select 'group', id, name from groups order by id`.execute(
    db,
  );

  await db.schema
    .createTable('messages')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('conversation_id', 'integer', (c) =>
      c.notNull().references('conversations.id').onDelete('cascade'),
    )
    .addColumn('sender_id', 'integer', (c) =>
      c.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('message_type', 'text', (c) => c.notNull().defaultTo('text'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('edited_at', 'timestamptz')
    .addColumn('deleted_at', 'timestamptz')
    .addColumn('deleted_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addCheckConstraint(
      'messages_content_length_check',
      sql`char_length(content) between 1 and 4000`,
    )
    .addCheckConstraint('messages_type_check', sql`message_type in ('text')`)
    .execute();
  await db.schema
    .createIndex('messages_conversation_id_id_idx')
    .on('messages')
    .columns(['conversation_id', 'id'])
    .execute();
  await db.schema
    .createIndex('messages_sender_id_idx')
    .on('messages')
    .column('sender_id')
    .execute();

  await db.schema
    .createTable('conversation_reads')
    .addColumn('conversation_id', 'integer', (c) =>
      c.notNull().references('conversations.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('last_read_message_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('conversation_reads_pkey', ['conversation_id', 'user_id'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('conversation_reads').execute();
  await db.schema.dropTable('messages').execute();
  await db.schema.dropTable('conversations').execute();
}
