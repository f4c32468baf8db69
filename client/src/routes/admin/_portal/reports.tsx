import { createFileRoute } from '@tanstack/react-router';
import { ReportsPage } from '../../../features/admin/ReportsPage.tsx';
import { reportsListQuery, reportsSearch } from '../../../features/admin/reports-search.ts';

export const Route = createFileRoute('/admin/_portal/reports')({
  validateSearch: reportsSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient, trpc }, deps }) => {
    void queryClient.prefetchQuery(reportsListQuery(trpc, deps));
  },
  component: ReportsPage,
});
