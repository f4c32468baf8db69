import { createFileRoute } from '@tanstack/react-router';
import { TopicHub } from '../features/pages/TopicPages.tsx';
import { prefetchTopicArticles } from '../features/pages/queries.ts';

export const Route = createFileRoute('/health-lifestyle/$topic')({
  loader: ({ context, params }) => prefetchTopicArticles(context, 'health-lifestyle', params.topic),
  component: function HealthTopic() {
    const { topic } = Route.useParams();
    return <TopicHub hub="health" topic={topic} />;
  },
});
