import { createFileRoute } from '@tanstack/react-router';
import { TopicHub } from '../features/pages/TopicPages.tsx';
import { prefetchTopicArticles } from '../features/pages/queries.ts';
import { HELPLINES, resourcesQuery } from '../features/pages/directory-queries.ts';

export const Route = createFileRoute('/health-lifestyle/$topic')({
  staticData: { translated: true },
  loader: ({ context, params }) => {
    prefetchTopicArticles(context, 'health-lifestyle', params.topic);
    // The Mental Health page shows the helplines beside its articles.
    if (params.topic === 'mental-health')
      void context.queryClient.prefetchQuery(resourcesQuery(context.trpc, HELPLINES));
  },
  component: function HealthTopic() {
    const { topic } = Route.useParams();
    return <TopicHub hub="health" topic={topic} />;
  },
});
