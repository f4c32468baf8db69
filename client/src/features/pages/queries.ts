import { PAGE_SIZES } from '@hercircle/shared/basics';
import type { Trpc } from '../../lib/trpc.ts';

/** One page of published stories: the /stories route loads the first, the list reads each. */
export function publishedStoriesQuery(trpc: Trpc, page: number) {
  return trpc.content.stories.queryOptions({
    limit: PAGE_SIZES.stories,
    offset: (page - 1) * PAGE_SIZES.stories,
  });
}
