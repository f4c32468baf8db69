import { createFileRoute } from '@tanstack/react-router';
import { TopicHub } from '../features/pages/TopicPages.tsx';
import { prefetchTopicArticles } from '../features/pages/queries.ts';

export const Route = createFileRoute('/career-finance/$topic')({
  staticData: { translated: true },
  loader: ({ context, params }) => prefetchTopicArticles(context, 'career-finance', params.topic),
  component: function CareerTopic() {
    const { topic } = Route.useParams();
    return <TopicHub hub="career" topic={topic} />;
  },
});
