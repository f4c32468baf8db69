import { createFileRoute } from '@tanstack/react-router';
import { StoriesPage } from '../features/pages/StoriesPage.tsx';
import { publishedStoriesQuery, storyTileQuery } from '../features/pages/queries.ts';
import { STORY_TILES } from '../content/stories.ts';

export const Route = createFileRoute('/stories/')({
  staticData: { translated: true },
  // Kept free of zod: route definitions load with the app shell.
  validateSearch: (search: Record<string, unknown>): { share?: boolean } =>
    search.share === true || search.share === 'true' ? { share: true } : {},
  loader: ({ context: { queryClient, trpc } }) => {
    void queryClient.prefetchQuery(publishedStoriesQuery(trpc, 1));
    // The category tiles' counts.
    for (const tile of STORY_TILES) void queryClient.prefetchQuery(storyTileQuery(trpc, tile));
  },
  component: StoriesPage,
});
