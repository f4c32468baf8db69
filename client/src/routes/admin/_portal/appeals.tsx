import { createFileRoute } from '@tanstack/react-router';
import { AppealsPage } from '../../../features/admin/AppealsPage.tsx';
import { appealsListQuery, appealsSearch } from '../../../features/admin/appeals-search.ts';

export const Route = createFileRoute('/admin/_portal/appeals')({
  validateSearch: appealsSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient, trpc }, deps }) => {
    void queryClient.prefetchQuery(appealsListQuery(trpc, deps));
  },
  component: AppealsPage,
});
