import { createFileRoute } from '@tanstack/react-router';
import { CommunitiesPage } from '../../../features/admin/CommunitiesPage.tsx';

export const Route = createFileRoute('/admin/_portal/communities/')({
  component: () => <CommunitiesPage />,
});
