import { createFileRoute } from '@tanstack/react-router';
import { GuidelinesPage } from '../features/fair-process/GuidelinesPage.tsx';
import { guidelinesQuery } from '../features/fair-process/queries.ts';

export const Route = createFileRoute('/guidelines')({
  staticData: { translated: true },
  loader: ({ context: { queryClient, trpc } }) => {
    void queryClient.prefetchQuery(guidelinesQuery(trpc));
  },
  component: GuidelinesPage,
});
