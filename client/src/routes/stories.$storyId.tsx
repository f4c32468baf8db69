import { createFileRoute } from '@tanstack/react-router';
import { StoryPage } from '../features/pages/StoryPage.tsx';
import { idParams } from '../lib/params.ts';

export const Route = createFileRoute('/stories/$storyId')({
  params: idParams('storyId'),
  staticData: { translated: true },
  loader: ({ context: { queryClient, trpc }, params }) => {
    void queryClient.prefetchQuery(trpc.content.story.queryOptions({ id: params.storyId }));
  },
  component: function StoryRoute() {
    const { storyId } = Route.useParams();
    return <StoryPage id={storyId} />;
  },
});
