import { sql, type Kysely } from 'kysely';

/**
 * The site's own articles are stories with a section (issue 13): Health & Lifestyle, Career &
 * Finance and Top Media Stories; null stays a community story. A category is null or a topic of
 * its section. The lists are written out here (migrations never import app code) and match
 * STORY_SECTION_TOPICS in shared/src/constants.ts: a new topic needs a migration that widens the
 * check. Hub pages list one section and category newest first, hence the partial index.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('stories')
    .addColumn('section', 'text')
    .addColumn('category', 'text')
    .execute();
  await db.schema
    .alterTable('stories')
    .addCheckConstraint(
      'stories_section_category_check',
      sql`case section
        when 'health-lifestyle' then category is null
          or category in ('beauty', 'nutrition', 'fitness', 'mental-health', 'wellness')
        when 'career-finance' then category is null
          or category in ('career', 'finance', 'investment')
        when 'news' then category is null
        else section is null and category is null
      end`,
    )
    .execute();
  await db.schema
    .createIndex('stories_section_category_published_idx')
    .on('stories')
    .columns(['section', 'category', 'published_at desc', 'id desc'])
    .where(sql.ref('status'), '=', 'published')
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('stories_section_category_published_idx').execute();
  await db.schema.alterTable('stories').dropConstraint('stories_section_category_check').execute();
  await db.schema.alterTable('stories').dropColumn('category').dropColumn('section').execute();
}
