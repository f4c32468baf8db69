import type { Trpc } from '../../lib/trpc.ts';

/** How many stories Home features and how many upcoming events its pulse lists. */
export const HOME_FEATURED = 3;
export const HOME_EVENTS = 3;

/**
 * Home's featured stories: the newest published member stories. Its `total` is the figure Home
 * gives for stories shared: the number /stories lists.
 */
export function featuredStoriesQuery(trpc: Trpc) {
  return trpc.content.stories.queryOptions({ limit: HOME_FEATURED });
}

/** The next events she may see, soonest first: the same list /events starts with. */
export function upcomingEventsQuery(trpc: Trpc) {
  return trpc.events.list.queryOptions({ limit: HOME_EVENTS });
}
