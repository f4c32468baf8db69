import { createFileRoute } from '@tanstack/react-router';
import { StoriesPage } from '../../../features/admin/StoriesPage.tsx';

export const Route = createFileRoute('/admin/_portal/stories/new')({
  component: () => <StoriesPage startCreating />,
});
