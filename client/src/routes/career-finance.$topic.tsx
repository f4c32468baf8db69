import { createFileRoute } from '@tanstack/react-router';
import { TopicHub } from '../features/pages/TopicPages.tsx';

export const Route = createFileRoute('/career-finance/$topic')({
  component: function CareerTopic() {
    const { topic } = Route.useParams();
    return <TopicHub hub="career" topic={topic} />;
  },
});
