import type { Trpc } from '../../lib/trpc.ts';

// Kept apart from the pages: the routes' loaders are part of the first load.
export const podcastListQuery = (trpc: Trpc) => trpc.podcast.list.queryOptions({ limit: 50 });

export const podcastEpisodeQuery = (trpc: Trpc, episode: string) =>
  trpc.podcast.get.queryOptions({ episode });

/** The podcast's RSS feed (server: features/podcast/podcast-files.http.ts). */
export const FEED_PATH = '/podcast/feed.xml';
