import { createFileRoute } from '@tanstack/react-router';
import { UnfilteredPage } from '../features/pages/ListingPages.tsx';

export const Route = createFileRoute('/unfiltered')({ component: UnfilteredPage });
