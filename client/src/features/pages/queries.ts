import { PAGE_SIZES } from '@hercircle/shared/basics';
import type { StorySection } from '@hercircle/shared';
import type { Trpc } from '../../lib/trpc.ts';

/** One page of published stories: the /stories route loads the first, the list reads each. */
export function publishedStoriesQuery(trpc: Trpc, page: number) {
  return trpc.content.stories.queryOptions({
    limit: PAGE_SIZES.stories,
    offset: (page - 1) * PAGE_SIZES.stories,
  });
}

/** A topic's articles: stories of its hub's section with the topic as category, newest first. */
export function topicArticlesQuery(trpc: Trpc, section: StorySection, topic: string) {
  return trpc.content.stories.queryOptions({ section, category: topic });
}
