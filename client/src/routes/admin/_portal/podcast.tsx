import { createFileRoute } from '@tanstack/react-router';
import { AdminPodcastPage } from '../../../features/admin/AdminPodcastPage.tsx';
import { adminPodcastQuery } from '../../../features/admin/podcast-queries.ts';

export const Route = createFileRoute('/admin/_portal/podcast')({
  loader: ({ context: { queryClient, trpc } }) => {
    void queryClient.prefetchQuery(adminPodcastQuery(trpc, 1));
  },
  component: AdminPodcastPage,
});
