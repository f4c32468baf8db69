import { sql, type Kysely } from 'kysely';

/**
 * Story review (issue 13): a moderator may decline a member's submission with a note the author
 * reads in her "My stories". `declined` is its own status (not `archived`, which moderation uses
 * for hidden stories), and the note stays with the story until it is published.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('stories').dropConstraint('stories_status_check').execute();
  await db.schema
    .alterTable('stories')
    .addCheckConstraint(
      'stories_status_check',
      sql`status in ('draft', 'published', 'archived', 'declined')`,
    )
    .execute();
  await db.schema
    .alterTable('stories')
    .addColumn('review_note', 'text', (c) =>
      c.check(sql`review_note is null or char_length(review_note) between 1 and 1000`),
    )
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('stories').dropColumn('review_note').execute();
  await db
    .updateTable('stories')
    .set({ status: 'archived' })
    .where('status', '=', 'declined')
    .execute();
  await db.schema.alterTable('stories').dropConstraint('stories_status_check').execute();
  await db.schema
    .alterTable('stories')
    .addCheckConstraint('stories_status_check', sql`status in ('draft', 'published', 'archived')`)
    .execute();
}
