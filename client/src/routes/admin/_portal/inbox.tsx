import { createFileRoute } from '@tanstack/react-router';
import { InboxPage } from '../../../features/admin/InboxPage.tsx';
import { contactMessagesQuery, INBOX_PAGE, inboxSearch } from '../../../features/admin/queries.ts';

export const Route = createFileRoute('/admin/_portal/inbox')({
  validateSearch: inboxSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient, trpc }, deps }) => {
    void queryClient.prefetchQuery(contactMessagesQuery(trpc, deps));
    void queryClient.prefetchQuery(trpc.admin.inbox.deletionRequests.queryOptions(INBOX_PAGE));
  },
  component: InboxPage,
});
