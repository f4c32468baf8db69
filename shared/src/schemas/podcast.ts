import { z } from 'zod';
import { id, optionalText, pagination } from './common.ts';

/** Podcast episodes (issue 36, part 1). */

/** The largest audio upload: an hour of speech at a generous bitrate fits well under it. */
export const PODCAST_MAX_AUDIO_BYTES = 200 * 1024 * 1024;
export const PODCAST_AUDIO_TYPES = ['audio/mpeg', 'audio/mp4'] as const;
/** The player's speeds, slowest first (1 is the default). */
export const PODCAST_SPEEDS = [0.75, 1, 1.25, 1.5, 1.75, 2] as const;
/** How far the player's skip buttons jump, in seconds. */
export const PODCAST_SKIP_SECONDS = 15;

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} can be at most ${max} characters`);

export const podcastChapter = z.object({
  /** Seconds from the start of the audio. */
  start: z.coerce
    .number({ error: 'A chapter start must be a number of seconds' })
    .int('A chapter starts at a whole second')
    .min(0, 'A chapter cannot start before the episode')
    .max(86_400, 'A chapter cannot start after 24 hours'),
  title: text('A chapter title', 120),
});
export type PodcastChapter = z.infer<typeof podcastChapter>;

const chapters = z
  .array(podcastChapter)
  .max(100, 'An episode can have at most 100 chapters')
  .refine(
    (list) => list.every((c, i) => i === 0 || c.start > (list[i - 1]?.start ?? -1)),
    'Chapters must be in order, each starting after the one before',
  );

/** An episode as listeners see it (admins also see drafts, with their status). */
export const podcastEpisode = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  show_notes: z.string(),
  guest: z.string().nullable(),
  chapters: z.array(podcastChapter),
  status: z.enum(['draft', 'published']),
  /** Where the audio plays from (HTTP ranges), or null before it has one. */
  audio_url: z.string().nullable(),
  audio_type: z.enum(PODCAST_AUDIO_TYPES).nullable(),
  audio_bytes: z.number().int().nullable(),
  /** Read from the audio itself when it was uploaded. */
  duration_seconds: z.number().nullable(),
  published_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type PodcastEpisode = z.infer<typeof podcastEpisode>;

export const listPodcastEpisodesInput = z.object(pagination(50));

/** An episode by its id or its slug (the episode page's address uses the slug). */
export const podcastEpisodeRef = z.object({
  episode: z
    .string({ error: 'Name the episode by its id or slug' })
    .trim()
    .min(1, 'Name the episode by its id or slug')
    .max(200, 'No episode has so long a name'),
});

export const adminPodcastListInput = z.object({
  ...pagination(25),
  status: z.enum(['draft', 'published']).optional(),
});

export const podcastEpisodeInput = z.object({
  title: text('Title', 200),
  show_notes: z
    .string()
    .trim()
    .max(20_000, 'Show notes can be at most 20000 characters')
    .default(''),
  guest: optionalText(120),
  chapters: chapters.default([]),
});
export type PodcastEpisodeInput = z.infer<typeof podcastEpisodeInput>;

/** An edit; status publishes (the audio must be there) or unpublishes. */
export const podcastEpisodeUpdateInput = z.object({
  id,
  title: text('Title', 200).optional(),
  show_notes: z
    .string()
    .trim()
    .max(20_000, 'Show notes can be at most 20000 characters')
    .optional(),
  guest: optionalText(120),
  chapters: chapters.optional(),
  status: z.enum(['draft', 'published']).optional(),
});
export type PodcastEpisodeUpdateInput = z.infer<typeof podcastEpisodeUpdateInput>;
