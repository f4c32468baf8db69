import { createFileRoute } from '@tanstack/react-router';
import { StoryDetailPage } from '../../../features/admin/StoryDetailPage.tsx';
import { adminIdParams } from '../../../features/admin/params.ts';

export const Route = createFileRoute('/admin/_portal/stories/$id')({
  params: adminIdParams,
  component: function StoryRoute() {
    const { id } = Route.useParams();
    return <StoryDetailPage id={id} />;
  },
});
