import { sql, type Kysely } from 'kysely';

const CATEGORIES = [
  'General',
  'Health & Wellness',
  'Career & Finance',
  'Relationships',
  'Parenting',
  'Education',
  'Technology',
  'Arts & Culture',
  'Sports & Fitness',
  'Travel',
  'Food & Cooking',
  'Fashion & Beauty',
];

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // Trigram search keeps "name or description contains" fast as groups grow (both databases ship it).
  await sql`create extension if not exists pg_trgm`.execute(db);

  await db.schema
    .createTable('groups')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull().defaultTo('General'))
    .addColumn('is_private', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('max_members', 'integer', (c) => c.notNull().defaultTo(100))
    .addColumn('member_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('active'))
    .addColumn('creator_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('groups_max_members_check', sql`max_members between 1 and 1000`)
    .addCheckConstraint(
      'groups_member_count_check',
      sql`member_count >= 0 and member_count <= max_members`,
    )
    .addCheckConstraint('groups_status_check', sql`status in ('active', 'inactive')`)
    .addCheckConstraint(
      'groups_category_check',
      sql.raw(`category in (${CATEGORIES.map((c) => `'${c}'`).join(', ')})`),
    )
    .addCheckConstraint('groups_name_check', sql`char_length(name) between 1 and 100`)
    .execute();
  await sql`create index groups_search_trgm_idx on groups using gin (lower(name || ' ' || description) gin_trgm_ops)`.execute(
    db,
  );
  await db.schema
    .createIndex('groups_status_created_at_idx')
    .on('groups')
    .columns(['status', 'created_at'])
    .execute();

  await db.schema
    .createTable('group_members')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('group_id', 'integer', (c) =>
      c.notNull().references('groups.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('role', 'text', (c) => c.notNull().defaultTo('member'))
    .addColumn('joined_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`clock_timestamp()`))
    .addUniqueConstraint('group_members_group_user_key', ['group_id', 'user_id'])
    .addCheckConstraint('group_members_role_check', sql`role in ('admin', 'member')`)
    .execute();
  await db.schema
    .createIndex('group_members_user_id_idx')
    .on('group_members')
    .column('user_id')
    .execute();

  await db.schema
    .createTable('group_join_requests')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('group_id', 'integer', (c) =>
      c.notNull().references('groups.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('group_join_requests_group_user_key', ['group_id', 'user_id'])
    .execute();

  await db.schema
    .createTable('group_posts')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('group_id', 'integer', (c) =>
      c.notNull().references('groups.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('group_posts_content_check', sql`char_length(content) between 1 and 5000`)
    .execute();
  await db.schema
    .createIndex('group_posts_group_id_id_idx')
    .on('group_posts')
    .columns(['group_id', 'id'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('group_posts').execute();
  await db.schema.dropTable('group_join_requests').execute();
  await db.schema.dropTable('group_members').execute();
  await db.schema.dropTable('groups').execute();
}
