import { createFileRoute } from '@tanstack/react-router';
import { AdminIssuesPage } from '../../../features/admin/AdminIssuesPage.tsx';
import { adminIssuesQuery } from '../../../features/admin/issues-queries.ts';

export const Route = createFileRoute('/admin/_portal/issues')({
  loader: ({ context: { queryClient, trpc } }) => {
    void queryClient.prefetchQuery(adminIssuesQuery(trpc, 1));
  },
  component: AdminIssuesPage,
});
