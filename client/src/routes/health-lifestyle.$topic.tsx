import { createFileRoute } from '@tanstack/react-router';
import { TopicHub } from '../features/pages/TopicPages.tsx';

export const Route = createFileRoute('/health-lifestyle/$topic')({
  component: function HealthTopic() {
    const { topic } = Route.useParams();
    return <TopicHub hub="health" topic={topic} />;
  },
});
