import { createFileRoute } from '@tanstack/react-router';
import { GuidelinesEditorPage } from '../../../features/admin/GuidelinesEditorPage.tsx';
import { guidelinesQuery } from '../../../features/fair-process/queries.ts';

export const Route = createFileRoute('/admin/_portal/guidelines')({
  loader: ({ context: { queryClient, trpc } }) => {
    void queryClient.prefetchQuery(guidelinesQuery(trpc));
  },
  component: GuidelinesEditorPage,
});
