import { createFileRoute } from '@tanstack/react-router';
import { AdminResourcesPage } from '../../../features/admin/AdminResourcesPage.tsx';

export const Route = createFileRoute('/admin/_portal/resources')({
  loader: ({ context: { queryClient, trpc } }) => {
    void queryClient.prefetchQuery(trpc.admin.resources.list.queryOptions());
  },
  component: AdminResourcesPage,
});
