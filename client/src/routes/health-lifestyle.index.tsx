import { createFileRoute } from '@tanstack/react-router';
import { TopicHub } from '../features/pages/TopicPages.tsx';

export const Route = createFileRoute('/health-lifestyle/')({
  staticData: { translated: true },
  component: () => <TopicHub hub="health" />,
});
