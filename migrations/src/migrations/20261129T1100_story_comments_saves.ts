import { sql, type Kysely } from 'kysely';

/**
 * Every story opens (issue 36):
 * - Unfiltered stories become stories of their own section, `unfiltered` (no topics), so each has
 *   its page, comments and saves like any other story. The section check is rewritten with it.
 * - Members comment on published stories. A comment carries the same moderation columns as a
 *   reply (hidden_at/hidden_by by moderators or reports, deleted_at/deleted_by kept on record) and
 *   may be anonymous, so the visibility rules of replies apply to it unchanged.
 * - A member saves stories to read later ("Saved" in her profile): one row per member and story.
 * - Reports may name a comment (target type `comment`).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('stories').dropConstraint('stories_section_category_check').execute();
  await db.schema
    .alterTable('stories')
    .addCheckConstraint('stories_section_category_check', sectionCheck(true))
    .execute();

  await db.schema
    .createTable('story_comments')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('story_id', 'integer', (c) =>
      c.notNull().references('stories.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('anonymous', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('hidden_at', 'timestamptz')
    .addColumn('hidden_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('deleted_at', 'timestamptz')
    .addColumn('deleted_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .execute();
  // A story page lists its comments oldest first.
  await db.schema
    .createIndex('story_comments_story_idx')
    .on('story_comments')
    .columns(['story_id', 'created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('story_comments_user_idx')
    .on('story_comments')
    .column('user_id')
    .execute();

  await db.schema
    .createTable('story_saves')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('story_id', 'integer', (c) =>
      c.notNull().references('stories.id').onDelete('cascade'),
    )
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('story_saves_pkey', ['user_id', 'story_id'])
    .execute();

  await db.schema.alterTable('reports').dropConstraint('reports_target_type_check').execute();
  await db.schema
    .alterTable('reports')
    .addCheckConstraint(
      'reports_target_type_check',
      sql`target_type in ('post','reply','message','story','user','group','comment')`,
    )
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('reports').where('target_type', '=', 'comment').execute();
  await db.schema.alterTable('reports').dropConstraint('reports_target_type_check').execute();
  await db.schema
    .alterTable('reports')
    .addCheckConstraint(
      'reports_target_type_check',
      sql`target_type in ('post','reply','message','story','user','group')`,
    )
    .execute();
  await db.schema.dropTable('story_saves').execute();
  await db.schema.dropTable('story_comments').execute();
  await db
    .updateTable('stories')
    .set({ section: null })
    .where('section', '=', 'unfiltered')
    .execute();
  await db.schema.alterTable('stories').dropConstraint('stories_section_category_check').execute();
  await db.schema
    .alterTable('stories')
    .addCheckConstraint('stories_section_category_check', sectionCheck(false))
    .execute();
}

/** The lists of 20261123T2100_story_sections, with or without the unfiltered section. */
function sectionCheck(withUnfiltered: boolean) {
  return sql`case section
    when 'health-lifestyle' then category is null
      or category in ('beauty', 'nutrition', 'fitness', 'mental-health', 'wellness')
    when 'career-finance' then category is null
      or category in ('career', 'finance', 'investment')
    when 'news' then category is null
    ${withUnfiltered ? sql`when 'unfiltered' then category is null` : sql``}
    else section is null and category is null
  end`;
}
