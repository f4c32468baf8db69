import { createFileRoute } from '@tanstack/react-router';
import { StoryDetailPage } from '../../../features/admin/StoryDetailPage.tsx';
import { idParams } from '../../../lib/params.ts';

export const Route = createFileRoute('/admin/_portal/stories/$id')({
  params: idParams('id'),
  loader: ({ context: { queryClient, trpc }, params }) => {
    void queryClient.prefetchQuery(trpc.admin.stories.get.queryOptions({ id: params.id }));
  },
  component: function StoryDetailRoute() {
    const { id } = Route.useParams();
    return <StoryDetailPage id={id} />;
  },
});
