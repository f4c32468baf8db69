import { createFileRoute } from '@tanstack/react-router';
import { EventsPage } from '../features/pages/EventsPage.tsx';

export const Route = createFileRoute('/events')({ component: EventsPage });
