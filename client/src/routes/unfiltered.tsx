import { createFileRoute } from '@tanstack/react-router';
import { UnfilteredPage } from '../features/pages/UnfilteredPage.tsx';
import { unfilteredStoriesQuery } from '../features/pages/queries.ts';

export const Route = createFileRoute('/unfiltered')({
  staticData: { translated: true },
  loader: ({ context: { queryClient, trpc } }) => {
    void queryClient.prefetchQuery(unfilteredStoriesQuery(trpc));
  },
  component: UnfilteredPage,
});
