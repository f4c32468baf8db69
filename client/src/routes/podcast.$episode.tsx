import { createFileRoute } from '@tanstack/react-router';
import { EpisodePage } from '../features/podcast/EpisodePage.tsx';
import { podcastEpisodeQuery } from '../features/podcast/queries.ts';

export const Route = createFileRoute('/podcast/$episode')({
  staticData: { translated: true },
  loader: ({ context: { queryClient, trpc }, params }) => {
    void queryClient.prefetchQuery(podcastEpisodeQuery(trpc, params.episode));
  },
  component: function EpisodeRoute() {
    const { episode } = Route.useParams();
    return <EpisodePage slug={episode} />;
  },
});
