import { createFileRoute } from '@tanstack/react-router';
import { AdminEventsPage } from '../../../features/admin/AdminEventsPage.tsx';
import { adminEventsQuery } from '../../../features/admin/events-queries.ts';

export const Route = createFileRoute('/admin/_portal/events')({
  loader: ({ context: { queryClient, trpc } }) => {
    void queryClient.prefetchQuery(adminEventsQuery(trpc, 1));
  },
  component: AdminEventsPage,
});
