import { createFileRoute } from '@tanstack/react-router';
import { PublicationsPage } from '../../features/pages/PublicationsPage.tsx';

export const Route = createFileRoute('/community/publications')({ component: PublicationsPage });
