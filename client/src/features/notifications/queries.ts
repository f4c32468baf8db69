import { listSearch } from '../../lib/params.ts';
import type { Trpc } from '../../lib/trpc.ts';

// Kept apart from the page: the route's search and loader are part of the first load.
export const NOTIFICATIONS_PAGE_SIZE = 20;

/**
 * The Unread and Filtered tabs and the page, as the URL holds them (`?show=unread&page=2`).
 * Filtered: what her notification filters keep out of the bell (Settings, "Your shield").
 */
export const notificationsSearch = listSearch({
  show: ['unread', 'filtered'] as const,
  page: 'page',
});
export type NotificationsSearch = ReturnType<typeof notificationsSearch>;

export function notificationsQuery(trpc: Trpc, { show, page = 1 }: NotificationsSearch) {
  return trpc.notifications.list.queryOptions({
    unread: show === 'unread',
    ...(show === 'filtered' && { filtered: true }),
    limit: NOTIFICATIONS_PAGE_SIZE,
    offset: (page - 1) * NOTIFICATIONS_PAGE_SIZE,
  });
}
