import { createFileRoute } from '@tanstack/react-router';
import { EventsPage } from '../features/events/EventsPage.tsx';
import { eventsQuery, eventsSearch } from '../features/events/queries.ts';

export const Route = createFileRoute('/events/')({
  validateSearch: eventsSearch,
  staticData: { translated: true },
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient, trpc }, deps }) => {
    void queryClient.prefetchQuery(eventsQuery(trpc, deps));
  },
  component: function EventsRoute() {
    return <EventsPage search={Route.useSearch()} path="/events" />;
  },
});
