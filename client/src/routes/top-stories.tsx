import { createFileRoute } from '@tanstack/react-router';
import { TopStoriesPage } from '../features/pages/ListingPages.tsx';

export const Route = createFileRoute('/top-stories')({ component: TopStoriesPage });
