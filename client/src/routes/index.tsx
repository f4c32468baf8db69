import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '../features/home/HomePage.tsx';

export const Route = createFileRoute('/')({
  // The community pulse further down the page.
  loader: ({ context: { queryClient, trpc } }) => {
    void queryClient.prefetchQuery(trpc.community.pulse.queryOptions());
  },
  component: HomePage,
});
