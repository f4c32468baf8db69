import { createFileRoute } from '@tanstack/react-router';
import { EventsPage } from '../features/pages/ListingPages.tsx';

export const Route = createFileRoute('/events')({ component: EventsPage });
