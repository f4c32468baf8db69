import { createFileRoute } from '@tanstack/react-router';
import { CommunitiesPage } from '../../../features/admin/CommunitiesPage.tsx';
import { communitiesListQuery, communitiesSearch } from '../../../features/admin/queries.ts';

export const Route = createFileRoute('/admin/_portal/communities/new')({
  validateSearch: communitiesSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient, trpc }, deps }) => {
    void queryClient.prefetchQuery(communitiesListQuery(trpc, deps));
  },
  component: () => <CommunitiesPage startCreating />,
});
