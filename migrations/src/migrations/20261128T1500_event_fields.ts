import { sql, type Kysely } from 'kysely';

/**
 * Speakers as their own field (issue 35): the /events cards show the first two and an ellipsis
 * when there are more, as the spec's events screen does. A JSON array of names, in order.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('events')
    .addColumn('speakers', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .execute();
  await db.schema
    .alterTable('events')
    .addCheckConstraint('events_speakers_check', sql`jsonb_typeof(speakers) = 'array'`)
    .execute();
  await db.schema
    .createIndex('events_category_idx')
    .on('events')
    .columns(['category', 'starts_at'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('events_category_idx').execute();
  await db.schema.alterTable('events').dropColumn('speakers').execute();
}
