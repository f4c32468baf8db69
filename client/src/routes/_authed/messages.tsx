import { createFileRoute } from '@tanstack/react-router';
import { MessagesPage } from '../../features/messages/MessagesPage.tsx';
import { messagesSearch } from '../../features/messages/messages-search.ts';

export const Route = createFileRoute('/_authed/messages')({
  validateSearch: messagesSearch,
  loader: ({ context: { queryClient, trpc } }) => {
    void queryClient.prefetchQuery(trpc.chat.conversations.queryOptions());
    void queryClient.prefetchQuery(trpc.chat.requests.queryOptions());
  },
  component: function MessagesRoute() {
    return <MessagesPage search={Route.useSearch()} />;
  },
});
