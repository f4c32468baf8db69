import { createFileRoute } from '@tanstack/react-router';
import { OutboxPage } from '../../../features/admin/OutboxPage.tsx';
import { outboxListQuery, outboxSearch } from '../../../features/admin/queries.ts';

export const Route = createFileRoute('/admin/_portal/outbox')({
  validateSearch: outboxSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient, trpc }, deps }) => {
    void queryClient.prefetchQuery(outboxListQuery(trpc, deps));
  },
  component: OutboxPage,
});
