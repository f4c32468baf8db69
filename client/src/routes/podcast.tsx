import { createFileRoute } from '@tanstack/react-router';
import { PodcastPage } from '../features/pages/PodcastPage.tsx';

export const Route = createFileRoute('/podcast')({ component: PodcastPage });
