import { createFileRoute } from '@tanstack/react-router';
import { ResourcesPage } from '../features/pages/ResourcesPage.tsx';

export const Route = createFileRoute('/resources')({ component: ResourcesPage });
