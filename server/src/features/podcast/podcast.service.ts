import type { Readable } from 'node:stream';
import type { Kysely } from 'kysely';
import type {
  PodcastChapter,
  PodcastEpisode,
  PodcastEpisodeInput,
  PodcastEpisodeUpdateInput,
} from '@hercircle/shared';
import type { Database } from '../../db/schema.ts';
import type { AuthUser } from '../../auth/sessions.ts';
import { AppError } from '../../lib/app-error.ts';
import { insertAuditEntry } from '../../lib/audit.queries.ts';
import { removeAudio, storeAudio } from './podcast-audio.ts';
import * as q from './podcast.queries.ts';
import { msg } from '@hercircle/shared/message-format';

type Db = Kysely<Database>;

const NOT_FOUND = 'Episode not found';

/** Where an episode's audio is served (http: podcast-files.http.ts), with HTTP ranges. */
export function audioPath(file: string): string {
  return `/podcast/audio/${file}`;
}

export function toEpisode(row: q.EpisodeRow): PodcastEpisode {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    show_notes: row.show_notes,
    guest: row.guest,
    chapters: row.chapters,
    status: row.status,
    audio_url: row.audio_file ? audioPath(row.audio_file) : null,
    audio_type: row.audio_type,
    audio_bytes: row.audio_bytes,
    duration_seconds: row.duration_seconds,
    published_at: row.published_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/** Published episodes, newest first: all that visitors, members and podcast apps ever see. */
export async function listPublished(db: Db, page: { limit: number; offset: number }) {
  const { rows, total } = await q.listEpisodes(db, { ...page, status: 'published' });
  return { episodes: rows.map(toEpisode), total };
}

/** A published episode by id or slug; a draft is as absent as a missing one. */
export async function getPublished(db: Db, ref: string): Promise<PodcastEpisode> {
  const row = await q.findEpisode(db, /^\d{1,9}$/.test(ref) ? { id: Number(ref) } : { slug: ref });
  if (!row || row.status !== 'published') throw new AppError('NOT_FOUND', NOT_FOUND);
  return toEpisode(row);
}

export async function listForAdmin(
  db: Db,
  _actor: AuthUser,
  input: { status?: 'draft' | 'published'; limit: number; offset: number },
) {
  const { rows, total } = await q.listEpisodes(db, input);
  return { episodes: rows.map(toEpisode), total };
}

async function findOrThrow(db: Db, id: number): Promise<q.EpisodeRow> {
  const row = await q.findEpisode(db, { id });
  if (!row) throw new AppError('NOT_FOUND', NOT_FOUND);
  return row;
}

export async function getForAdmin(db: Db, _actor: AuthUser, id: number) {
  return toEpisode(await findOrThrow(db, id));
}

/** A slug from the title, made unique with -2, -3… ; it never changes after, so links keep working. */
export async function uniqueSlug(db: Db, title: string): Promise<string> {
  const base =
    title
      .normalize('NFKD')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60)
      .replace(/-+$/, '') || 'episode';
  for (let n = 1; ; n++) {
    const slug = n === 1 ? base : `${base}-${n}`;
    if (!(await q.slugTaken(db, slug))) return slug;
  }
}

/** A new episode is a draft: it is published once its audio is there. */
export async function createEpisode(
  db: Db,
  actor: AuthUser,
  input: PodcastEpisodeInput,
): Promise<PodcastEpisode> {
  return db.transaction().execute(async (trx) => {
    const row = await q.insertEpisode(trx, {
      slug: await uniqueSlug(trx, input.title),
      title: input.title,
      show_notes: input.show_notes ?? '',
      guest: input.guest ?? null,
      chapters: input.chapters ?? [],
      created_by: actor.id,
    });
    await insertAuditEntry(trx, actor, 'create', 'podcast_episode', row.id, { title: row.title });
    return toEpisode(row);
  });
}

/** A chapter that starts at or after the end of the audio would seek nowhere. */
function assertChaptersFit(chapters: PodcastChapter[], duration: number | null): void {
  if (duration === null) return;
  const late = chapters.find((c) => c.start >= duration);
  if (!late) return;
  const message = msg('The chapter "{{title}}" starts after the episode ends ({{seconds}} s)', {
    title: late.title,
    seconds: Math.floor(duration),
  });
  throw new AppError('VALIDATION_ERROR', message, { issues: [{ path: ['chapters'], message }] });
}

export async function updateEpisode(
  db: Db,
  actor: AuthUser,
  input: PodcastEpisodeUpdateInput,
): Promise<PodcastEpisode> {
  return db.transaction().execute(async (trx) => {
    const before = await findOrThrow(trx, input.id);
    const { id, status, ...patch } = input;
    if (patch.chapters) assertChaptersFit(patch.chapters, before.duration_seconds);
    const publishing = status === 'published' && before.status !== 'published';
    if (publishing && !before.audio_file)
      throw new AppError('CONFLICT', 'Upload the episode’s audio before publishing it');
    const row = await q.updateEpisode(trx, id, {
      ...patch,
      ...(status ? { status } : {}),
      // The first publication dates it; unpublishing and publishing again keeps that date.
      ...(publishing && !before.published_at ? { published_at: new Date() } : {}),
    });
    if (!row) throw new AppError('NOT_FOUND', NOT_FOUND);
    const action = publishing ? 'publish' : 'update';
    await insertAuditEntry(trx, actor, action, 'podcast_episode', id, {
      title: row.title,
      status: row.status,
    });
    return toEpisode(row);
  });
}

/**
 * Stores an upload as an episode's audio (streamed to disk, judged by its content) and gives it to
 * the episode; the audio it replaces is removed once that is committed, and a refused or orphaned
 * upload leaves nothing behind.
 */
export async function uploadEpisodeAudio(
  db: Db,
  actor: AuthUser,
  input: { id: number; dataDir: string; source: Readable; truncated: () => boolean },
): Promise<PodcastEpisode> {
  // Before reading 200 MB: the episode must exist.
  await findOrThrow(db, input.id);
  const audio = await storeAudio(input.dataDir, input.source, input.truncated);
  let replaced: string | null;
  let episode: PodcastEpisode;
  try {
    ({ episode, replaced } = await db.transaction().execute(async (trx) => {
      const before = await findOrThrow(trx, input.id);
      assertChaptersFit(before.chapters, audio.durationSeconds);
      const row = await q.updateEpisode(trx, input.id, {
        audio_file: audio.file,
        audio_type: audio.type,
        audio_bytes: audio.bytes,
        duration_seconds: audio.durationSeconds,
      });
      if (!row) throw new AppError('NOT_FOUND', NOT_FOUND);
      await insertAuditEntry(trx, actor, 'update', 'podcast_episode', input.id, {
        title: row.title,
        audio: { type: audio.type, bytes: audio.bytes },
      });
      return { episode: toEpisode(row), replaced: before.audio_file };
    }));
  } catch (error) {
    await removeAudio(input.dataDir, audio.file);
    throw error;
  }
  await removeAudio(input.dataDir, replaced);
  return episode;
}

/** Deletes an episode, then its audio. */
export async function deleteEpisode(
  db: Db,
  actor: AuthUser,
  input: { id: number; dataDir: string },
): Promise<void> {
  const file = await db.transaction().execute(async (trx) => {
    const row = await q.deleteEpisode(trx, input.id);
    if (!row) throw new AppError('NOT_FOUND', NOT_FOUND);
    await insertAuditEntry(trx, actor, 'delete', 'podcast_episode', input.id, {
      title: row.title,
    });
    return row.audio_file;
  });
  await removeAudio(input.dataDir, file);
}

/** The feed's episodes: every published one. */
export async function feedEpisodes(db: Db): Promise<PodcastEpisode[]> {
  return (await q.listPublishedEpisodes(db)).map(toEpisode);
}

/** Whether this file is a published episode's audio, and its type. */
export async function publishedAudio(db: Db, file: string) {
  return q.findPublishedByAudio(db, file);
}
