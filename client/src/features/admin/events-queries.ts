import type { Trpc } from '../../lib/trpc.ts';

export const ADMIN_EVENTS_PAGE_SIZE = 20;

/** Every event since the site began, cancelled ones too: the admin list. */
export function adminEventsQuery(trpc: Trpc, page: number) {
  return trpc.events.list.queryOptions({
    from: '2000-01-01T00:00:00.000Z',
    include_cancelled: true,
    limit: ADMIN_EVENTS_PAGE_SIZE,
    offset: (page - 1) * ADMIN_EVENTS_PAGE_SIZE,
  });
}
