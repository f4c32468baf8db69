import { createFileRoute } from '@tanstack/react-router';
import { TopicHub } from '../features/pages/TopicPages.tsx';
import { prefetchTopicArticles } from '../features/pages/queries.ts';
import { resourcesQuery } from '../features/pages/directory-queries.ts';
import { HELPLINES } from '../features/pages/Helplines.tsx';

export const Route = createFileRoute('/health-lifestyle/$topic')({
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
