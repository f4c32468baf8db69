import { createFileRoute } from '@tanstack/react-router';
import { TopicHub } from '../features/pages/TopicPages.tsx';

export const Route = createFileRoute('/career-finance/')({
  staticData: { translated: true },
  component: () => <TopicHub hub="career" />,
});
