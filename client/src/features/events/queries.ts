import type { EventCategory } from '@hercircle/shared/constants';
import { listSearch } from '../../lib/params.ts';
import type { Trpc } from '../../lib/trpc.ts';

// Kept apart from the pages: the routes' search and loaders are part of the first load.
export const EVENTS_PAGE_SIZE = 12;
export const EVENT_FILTERS = ['online', 'in_person', 'week', 'mine'] as const;
export type EventFilter = (typeof EVENT_FILTERS)[number];

/** The spec's category chips after All; events of the default "Community" show under All. */
export const EVENT_CHIPS = [
  'Leadership',
  'Finance',
  'Wellness',
  'Networking',
  'Support',
  'Entrepreneurship',
] as const satisfies readonly EventCategory[];

/** The filters and page as the URL holds them (`/events?category=Finance&show=online&page=2`). */
export const eventsSearch = listSearch({
  category: EVENT_CHIPS,
  show: EVENT_FILTERS,
  page: 'page',
});
export type EventsSearch = ReturnType<typeof eventsSearch>;

const WEEK_MS = 7 * 86_400_000;

export function eventsQuery(
  trpc: Trpc,
  { category, show, page = 1 }: EventsSearch,
  now = Date.now(),
) {
  return trpc.events.list.queryOptions({
    category,
    format: show === 'online' || show === 'in_person' ? show : undefined,
    // This week: what is on in the next seven days. Minutes are dropped, so the key stays put.
    to:
      show === 'week'
        ? new Date(Math.floor((now + WEEK_MS) / 3_600_000) * 3_600_000).toISOString()
        : undefined,
    mine: show === 'mine',
    limit: EVENTS_PAGE_SIZE,
    offset: (page - 1) * EVENTS_PAGE_SIZE,
  });
}

export function eventQuery(trpc: Trpc, id: number) {
  return trpc.events.get.queryOptions({ id });
}
