import type { QueryClient } from '@tanstack/react-query';
import { isStoryCategoryOf, PAGE_SIZES, type StorySection } from '@hercircle/shared/basics';
import { LIMITS } from '@hercircle/shared/constants';
import type { Trpc } from '../../lib/trpc.ts';

/** One page of published stories: the /stories route loads the first, the list reads each. */
export function publishedStoriesQuery(trpc: Trpc, page: number) {
  return trpc.content.stories.queryOptions({
    limit: PAGE_SIZES.stories,
    offset: (page - 1) * PAGE_SIZES.stories,
  });
}

/**
 * Every Unfiltered story (the section is small and read as one page): /unfiltered and its count
 * on /stories read the same list.
 */
export function unfilteredStoriesQuery(trpc: Trpc) {
  return trpc.content.stories.queryOptions({ section: 'unfiltered', limit: LIMITS.listLimitMax });
}

/**
 * The list a /stories category tile opens, asked the way that page asks for it: the tile's count
 * is that list's total.
 */
export function storyTileQuery(trpc: Trpc, tile: { section: StorySection; category?: string }) {
  return tile.category === undefined
    ? unfilteredStoriesQuery(trpc)
    : topicArticlesQuery(trpc, tile.section, tile.category);
}

/** A topic's articles: stories of its hub's section with the topic as category, newest first. */
export function topicArticlesQuery(trpc: Trpc, section: StorySection, topic: string) {
  return trpc.content.stories.queryOptions({ section, category: topic });
}

/**
 * A topic route's loader: asks for the topic's articles, unless the address names no topic of the
 * hub (the page is then not found, and the server would refuse the category).
 */
export function prefetchTopicArticles(
  context: { queryClient: QueryClient; trpc: Trpc },
  section: StorySection,
  topic: string,
): void {
  if (!isStoryCategoryOf(section, topic)) return;
  void context.queryClient.prefetchQuery(topicArticlesQuery(context.trpc, section, topic));
}
