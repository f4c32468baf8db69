import { createFileRoute } from '@tanstack/react-router';
import { TopicHub } from '../features/pages/TopicPages.tsx';
import { topicArticlesQuery } from '../features/pages/queries.ts';

export const Route = createFileRoute('/health-lifestyle/$topic')({
  loader: ({ context: { queryClient, trpc }, params }) => {
    void queryClient.prefetchQuery(topicArticlesQuery(trpc, 'health-lifestyle', params.topic));
  },
  component: function HealthTopic() {
    const { topic } = Route.useParams();
    return <TopicHub hub="health" topic={topic} />;
  },
});
