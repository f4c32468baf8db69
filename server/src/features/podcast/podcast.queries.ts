import type { Kysely, Selectable } from 'kysely';
import type { Database, PodcastEpisodesTable } from '../../db/schema.ts';
import { pageWithTotal } from '../../lib/page.queries.ts';

type Db = Kysely<Database>;
export type EpisodeRow = Selectable<PodcastEpisodesTable>;

const COLUMNS = [
  'id',
  'slug',
  'title',
  'show_notes',
  'guest',
  'chapters',
  'status',
  'audio_file',
  'audio_type',
  'audio_bytes',
  'duration_seconds',
  'published_at',
  'created_by',
  'created_at',
  'updated_at',
] as const;

/** Episodes newest first: published ones by their date, drafts (admins only) by their creation. */
export function listEpisodes(
  db: Db,
  args: { status?: 'draft' | 'published'; limit: number; offset: number },
) {
  let query = db.selectFrom('podcast_episodes');
  if (args.status) query = query.where('status', '=', args.status);
  return pageWithTotal(query, args, (q) =>
    q
      .select(COLUMNS)
      .orderBy('published_at', (ob) => ob.desc().nullsFirst())
      .orderBy('id', 'desc'),
  );
}

/** Every published episode, newest first (the feed lists them all). */
export function listPublishedEpisodes(db: Db) {
  return db
    .selectFrom('podcast_episodes')
    .select(COLUMNS)
    .where('status', '=', 'published')
    .orderBy('published_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export function findEpisode(db: Db, by: { id: number } | { slug: string }) {
  const query = db.selectFrom('podcast_episodes').select(COLUMNS);
  return (
    'id' in by ? query.where('id', '=', by.id) : query.where('slug', '=', by.slug)
  ).executeTakeFirst();
}

/** The episode that plays from this file, if it is published. */
export function findPublishedByAudio(db: Db, file: string) {
  return db
    .selectFrom('podcast_episodes')
    .select(['id', 'audio_type'])
    .where('audio_file', '=', file)
    .where('status', '=', 'published')
    .executeTakeFirst();
}

export async function slugTaken(db: Db, slug: string): Promise<boolean> {
  const row = await db
    .selectFrom('podcast_episodes')
    .select('id')
    .where('slug', '=', slug)
    .executeTakeFirst();
  return row !== undefined;
}

export function insertEpisode(
  db: Db,
  values: {
    slug: string;
    title: string;
    show_notes: string;
    guest: string | null;
    chapters: { start: number; title: string }[];
    created_by: number | null;
    status?: 'draft' | 'published';
    published_at?: Date | null;
    audio?: { file: string; type: 'audio/mpeg' | 'audio/mp4'; bytes: number; seconds: number };
  },
) {
  const { chapters, audio, ...rest } = values;
  return db
    .insertInto('podcast_episodes')
    .values({
      ...rest,
      chapters: JSON.stringify(chapters),
      ...(audio
        ? {
            audio_file: audio.file,
            audio_type: audio.type,
            audio_bytes: audio.bytes,
            duration_seconds: audio.seconds,
          }
        : {}),
    })
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
}

export function updateEpisode(
  db: Db,
  id: number,
  patch: {
    title?: string;
    show_notes?: string;
    guest?: string | null;
    chapters?: { start: number; title: string }[];
    status?: 'draft' | 'published';
    published_at?: Date | null;
    audio_file?: string;
    audio_type?: 'audio/mpeg' | 'audio/mp4';
    audio_bytes?: number;
    duration_seconds?: number;
  },
) {
  const { chapters, ...rest } = patch;
  return db
    .updateTable('podcast_episodes')
    .set({
      ...rest,
      ...(chapters ? { chapters: JSON.stringify(chapters) } : {}),
      updated_at: new Date(),
    })
    .where('id', '=', id)
    .returning(COLUMNS)
    .executeTakeFirst();
}

export function deleteEpisode(db: Db, id: number) {
  return db
    .deleteFrom('podcast_episodes')
    .where('id', '=', id)
    .returning(['id', 'title', 'audio_file'])
    .executeTakeFirst();
}
