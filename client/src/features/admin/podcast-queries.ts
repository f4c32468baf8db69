import type { Trpc } from '../../lib/trpc.ts';

export const ADMIN_PODCAST_PAGE_SIZE = 20;

/** One page of the podcast's episodes, drafts too: the admin list. */
export function adminPodcastQuery(trpc: Trpc, page: number) {
  return trpc.admin.podcast.list.queryOptions({
    limit: ADMIN_PODCAST_PAGE_SIZE,
    offset: (page - 1) * ADMIN_PODCAST_PAGE_SIZE,
  });
}
