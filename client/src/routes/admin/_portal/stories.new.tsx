import { createFileRoute } from '@tanstack/react-router';
import { StoriesPage } from '../../../features/admin/StoriesPage.tsx';
import { storiesListQuery, storiesSearch } from '../../../features/admin/queries.ts';

export const Route = createFileRoute('/admin/_portal/stories/new')({
  validateSearch: storiesSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient, trpc }, deps }) => {
    void queryClient.prefetchQuery(storiesListQuery(trpc, deps));
  },
  component: () => <StoriesPage startCreating />,
});
