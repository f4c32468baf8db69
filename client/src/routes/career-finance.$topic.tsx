import { createFileRoute } from '@tanstack/react-router';
import { TopicHub } from '../features/pages/TopicPages.tsx';
import { topicArticlesQuery } from '../features/pages/queries.ts';

export const Route = createFileRoute('/career-finance/$topic')({
  loader: ({ context: { queryClient, trpc }, params }) => {
    void queryClient.prefetchQuery(topicArticlesQuery(trpc, 'career-finance', params.topic));
  },
  component: function CareerTopic() {
    const { topic } = Route.useParams();
    return <TopicHub hub="career" topic={topic} />;
  },
});
