import { createFileRoute } from '@tanstack/react-router';
import { NotificationsPage } from '../../features/notifications/NotificationsPage.tsx';
import { notificationsQuery, notificationsSearch } from '../../features/notifications/queries.ts';

export const Route = createFileRoute('/_authed/notifications')({
  staticData: { translated: true },
  validateSearch: notificationsSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient, trpc }, deps }) => {
    void queryClient.prefetchQuery(notificationsQuery(trpc, deps));
  },
  component: function NotificationsRoute() {
    return <NotificationsPage search={Route.useSearch()} />;
  },
});
