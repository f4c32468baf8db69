import { createFileRoute } from '@tanstack/react-router';
import { StoryPage } from '../features/pages/StoryPage.tsx';

export const Route = createFileRoute('/stories/$storyId')({
  component: function StoryRoute() {
    const { storyId } = Route.useParams();
    const id = Number(storyId);
    return <StoryPage id={Number.isInteger(id) && id > 0 ? id : null} />;
  },
});
