import { createFileRoute } from '@tanstack/react-router';
import { InboxPage } from '../../../features/admin/InboxPage.tsx';
import { INBOX_PAGE } from '../../../features/admin/queries.ts';

export const Route = createFileRoute('/admin/_portal/inbox')({
  loader: ({ context: { queryClient, trpc } }) => {
    void queryClient.prefetchQuery(trpc.admin.inbox.contactMessages.queryOptions(INBOX_PAGE));
    void queryClient.prefetchQuery(trpc.admin.inbox.deletionRequests.queryOptions(INBOX_PAGE));
  },
  component: InboxPage,
});
