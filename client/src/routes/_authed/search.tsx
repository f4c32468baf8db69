import { createFileRoute } from '@tanstack/react-router';
import { SearchPage } from '../../features/search/SearchPage.tsx';
import { searchPageSearch, searchQuery } from '../../features/search/queries.ts';

export const Route = createFileRoute('/_authed/search')({
  staticData: { translated: true },
  validateSearch: searchPageSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient, trpc }, deps }) => {
    if (deps.q) void queryClient.prefetchQuery(searchQuery(trpc, deps));
  },
  component: SearchPage,
});
