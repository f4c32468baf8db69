import { createFileRoute } from '@tanstack/react-router';
import { TopStoriesPage } from '../features/pages/TopStoriesPage.tsx';

export const Route = createFileRoute('/top-stories')({
  staticData: { translated: true },
  component: TopStoriesPage,
});
