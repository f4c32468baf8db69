import { createFileRoute } from '@tanstack/react-router';
import { UnfilteredPage } from '../features/pages/UnfilteredPage.tsx';

export const Route = createFileRoute('/unfiltered')({ component: UnfilteredPage });
