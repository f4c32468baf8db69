import { createFileRoute } from '@tanstack/react-router';
import { ResourcesPage } from '../features/pages/ResourcesPage.tsx';
import { resourcesQuery } from '../features/pages/directory-queries.ts';

export const Route = createFileRoute('/resources')({
  staticData: { translated: true },
  loader: ({ context: { queryClient, trpc } }) => {
    void queryClient.prefetchQuery(resourcesQuery(trpc));
  },
  component: ResourcesPage,
});
