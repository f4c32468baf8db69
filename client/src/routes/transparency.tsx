import { createFileRoute } from '@tanstack/react-router';
import { TransparencyPage } from '../features/transparency/TransparencyPage.tsx';
import { transparencyQuery, transparencySearch } from '../features/transparency/queries.ts';

export const Route = createFileRoute('/transparency')({
  staticData: { translated: true },
  validateSearch: transparencySearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient, trpc }, deps }) => {
    void queryClient.prefetchQuery(transparencyQuery(trpc, deps.period));
  },
  component: function TransparencyRoute() {
    return <TransparencyPage period={Route.useSearch().period} />;
  },
});
