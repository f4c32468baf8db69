import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '../features/home/HomePage.tsx';
import { featuredStoriesQuery, upcomingEventsQuery } from '../features/home/queries.ts';

export const Route = createFileRoute('/')({
  // The hero's figures, the featured stories, and the community pulse with its events.
  loader: ({ context: { auth, queryClient, trpc } }) => {
    // A member's own part at the top: her welcome, groups and next events.
    if (auth.get()) void queryClient.prefetchQuery(trpc.home.mine.queryOptions());
    void queryClient.prefetchQuery(trpc.community.pulse.queryOptions());
    void queryClient.prefetchQuery(featuredStoriesQuery(trpc));
    void queryClient.prefetchQuery(upcomingEventsQuery(trpc));
  },
  component: HomePage,
  // Every text of the page comes from the catalogues (issue 34).
  staticData: { translated: true },
});
