import { createFileRoute } from '@tanstack/react-router';
import { EventPage } from '../features/events/EventPage.tsx';
import { eventQuery } from '../features/events/queries.ts';
import { idParams } from '../lib/params.ts';

export const Route = createFileRoute('/events/$eventId')({
  params: idParams('eventId'),
  staticData: { translated: true },
  loader: ({ context: { queryClient, trpc }, params }) => {
    void queryClient.prefetchQuery(eventQuery(trpc, params.eventId));
  },
  component: function EventRoute() {
    const { eventId } = Route.useParams();
    return <EventPage id={eventId} />;
  },
});
