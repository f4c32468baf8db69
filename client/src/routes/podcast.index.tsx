import { createFileRoute } from '@tanstack/react-router';
import { PodcastPage } from '../features/podcast/PodcastPage.tsx';
import { FEED_PATH, podcastListQuery } from '../features/podcast/queries.ts';

export const Route = createFileRoute('/podcast/')({
  staticData: { translated: true },
  // Where podcast apps and browsers look for a page's feed.
  head: () => ({
    links: [
      {
        rel: 'alternate',
        type: 'application/rss+xml',
        title: 'The HerCircle Podcast',
        href: FEED_PATH,
      },
    ],
  }),
  loader: ({ context: { queryClient, trpc } }) => {
    void queryClient.prefetchQuery(podcastListQuery(trpc));
  },
  component: PodcastPage,
});
