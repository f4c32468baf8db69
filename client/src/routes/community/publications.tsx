import { createFileRoute } from '@tanstack/react-router';
import { PublicationsPage } from '../../features/pages/PublicationsPage.tsx';
import { issuesQuery } from '../../features/pages/directory-queries.ts';

export const Route = createFileRoute('/community/publications')({
  staticData: { translated: true },
  loader: ({ context: { queryClient, trpc } }) => {
    void queryClient.prefetchQuery(issuesQuery(trpc));
  },
  component: PublicationsPage,
});
