import { createFileRoute } from '@tanstack/react-router';
import { ResourcesPage } from '../features/pages/InfoPages.tsx';

export const Route = createFileRoute('/resources')({ component: ResourcesPage });
