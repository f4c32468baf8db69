import { createFileRoute } from '@tanstack/react-router';
import { MessagesPage } from '../../features/messages/MessagesPage.tsx';
import { messagesSearch } from '../../features/messages/messages-search.ts';

// No loader: the page loads its lists from its own lazily loaded code, so the first load of every
// page carries only this route's name and search.
export const Route = createFileRoute('/_authed/messages')({
  staticData: { translated: true },
  validateSearch: messagesSearch,
  component: function MessagesRoute() {
    return <MessagesPage search={Route.useSearch()} />;
  },
});
