import { sql, type Kysely } from 'kysely';

/**
 * Podcast episodes (issue 36, part 1). The audio lives on disk in the data folder
 * (DATA_DIR/podcast/<audio_file>), never in the database; its type, size and duration are read
 * from the file when it is uploaded. A published episode always has its audio.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('podcast_episodes')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('slug', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('show_notes', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('guest', 'text')
    .addColumn('chapters', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('draft'))
    .addColumn('audio_file', 'text')
    .addColumn('audio_type', 'text')
    .addColumn('audio_bytes', 'integer')
    .addColumn('duration_seconds', 'double precision')
    .addColumn('published_at', 'timestamptz')
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('podcast_episodes_slug_key', ['slug'])
    .addUniqueConstraint('podcast_episodes_audio_file_key', ['audio_file'])
    .addCheckConstraint('podcast_episodes_slug_check', sql`slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`)
    .addCheckConstraint('podcast_episodes_status_check', sql`status in ('draft', 'published')`)
    .addCheckConstraint('podcast_episodes_chapters_check', sql`jsonb_typeof(chapters) = 'array'`)
    .addCheckConstraint(
      'podcast_episodes_audio_check',
      sql`(audio_file is null) = (audio_type is null)
        and (audio_file is null) = (audio_bytes is null)
        and (audio_file is null) = (duration_seconds is null)
        and (audio_type is null or audio_type in ('audio/mpeg', 'audio/mp4'))`,
    )
    .addCheckConstraint(
      'podcast_episodes_published_check',
      sql`status = 'draft' or (audio_file is not null and published_at is not null)`,
    )
    .execute();
  await db.schema
    .createIndex('podcast_episodes_published_idx')
    .on('podcast_episodes')
    .columns(['status', 'published_at'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('podcast_episodes').execute();
}
