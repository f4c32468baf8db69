import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { copyAudio, describeAudio } from '../features/podcast/podcast-audio.ts';
import { findEpisode, insertEpisode } from '../features/podcast/podcast.queries.ts';

/**
 * The demo episodes' audio: short spoken texts synthesized once (espeak-ng, encoded with LAME)
 * and committed. Beside this file in the sources; the server's build copies them beside its
 * bundle (server/build.mjs), so the same address finds them from either.
 */
const MEDIA = fileURLToPath(new URL('./media/', import.meta.url));

interface DemoEpisode {
  slug: string;
  file: string;
  title: string;
  guest: string | null;
  show_notes: string;
  chapters: { start: number; title: string }[];
  /** Days before the seed's day it was published. */
  daysAgo: number;
}

const EPISODES: DemoEpisode[] = [
  {
    slug: 'welcome-to-the-hercircle-podcast',
    file: 'podcast-welcome.mp3',
    title: 'Welcome to the HerCircle Podcast',
    guest: null,
    show_notes:
      'Why a circle matters: the friend who answers at midnight, the colleague who shares her salary so you can ask for yours, and the stranger whose story tells you that you are not alone.',
    chapters: [
      { start: 0, title: 'Welcome' },
      { start: 6, title: 'Why a circle matters' },
      { start: 18, title: 'Every other Tuesday' },
    ],
    daysAgo: 14,
  },
  {
    slug: 'asking-for-the-raise',
    file: 'podcast-asking-for-the-raise.mp3',
    title: 'Asking for the Raise',
    guest: null,
    show_notes:
      'Before the meeting, write down three things you delivered this year and the number you want. Say the number first, then stop talking: silence is not a no.',
    chapters: [
      { start: 0, title: 'Before the meeting' },
      { start: 9, title: 'Say the number' },
      { start: 15, title: 'When the answer is not yet' },
    ],
    daysAgo: 1,
  },
];

/**
 * Publishes the demo episodes with their true size and duration, read from the files, and puts
 * their audio in the data folder. Idempotent; the audio is copied again into a data folder that
 * lacks it (the same database served from another folder).
 */
export async function seedPodcast(
  db: Kysely<Database>,
  dataDir: string,
  adminId: number | null,
): Promise<number> {
  let added = 0;
  for (const e of EPISODES) {
    const source = path.join(MEDIA, e.file);
    await copyAudio(dataDir, source, e.file);
    if (await findEpisode(db, { slug: e.slug })) continue;
    const audio = await describeAudio(source);
    await insertEpisode(db, {
      slug: e.slug,
      title: e.title,
      show_notes: e.show_notes,
      guest: e.guest,
      chapters: e.chapters,
      created_by: adminId,
      status: 'published',
      published_at: new Date(Date.now() - e.daysAgo * 86_400_000),
      audio: { file: e.file, type: audio.type, bytes: audio.bytes, seconds: audio.durationSeconds },
    });
    added += 1;
  }
  return added;
}
