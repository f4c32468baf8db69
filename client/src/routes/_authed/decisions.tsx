import { createFileRoute } from '@tanstack/react-router';
import { DecisionsPage } from '../../features/fair-process/DecisionsPage.tsx';
import { myDecisionsQuery } from '../../features/fair-process/queries.ts';

export const Route = createFileRoute('/_authed/decisions')({
  staticData: { translated: true },
  loader: ({ context: { queryClient, trpc } }) => {
    void queryClient.prefetchQuery(myDecisionsQuery(trpc));
  },
  component: DecisionsPage,
});
