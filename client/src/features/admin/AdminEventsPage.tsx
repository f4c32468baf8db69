import { useState } from 'react';
import { Badge, Tooltip } from '@mantine/core';
import { notifications } from '../../lib/toasts.ts';
import { IconBan, IconEye } from '@tabler/icons-react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ActionIconLink } from '../../components/ButtonLink.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { trpc } from '../../lib/trpc.ts';
import { dateFormat, useDateZone } from '../../lib/dates.ts';
import { useSession } from '../../lib/auth.ts';
import { confirmCancelEvent } from '../events/confirm-cancel.tsx';
import { goingText, type EventItem } from '../events/EventCard.tsx';
import { EventFormModal } from '../events/EventFormModal.tsx';
import { adminEventsQuery, ADMIN_EVENTS_PAGE_SIZE } from './events-queries.ts';
import { AdminCatalog, EditAction, RowAction, TitleCell } from './AdminCatalog.tsx';

function statusOf(e: EventItem, now: number) {
  if (e.cancelled_at) return <Badge color="red">Cancelled</Badge>;
  if (new Date(e.ends_at).getTime() < now) return <Badge color="gray">Past</Badge>;
  return <Badge color="sage">Upcoming</Badge>;
}

/** /admin/events: every event, past and cancelled too, soonest first; create, edit, cancel. */
export function AdminEventsPage() {
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<EventItem | 'new' | null>(null);
  const [now] = useState(() => Date.now());
  // The server's zone and locale are not hers: UTC until hydrated, then hers (no mismatch).
  const zone = useDateZone();
  const session = useSession();
  const queryClient = useQueryClient();
  const list = useQuery({ ...adminEventsQuery(trpc, page), placeholderData: keepPreviousData });
  const cancel = useMutation(
    trpc.events.cancel.mutationOptions({
      onSuccess: () => {
        notifications.show({ color: 'sage', message: 'Event cancelled. Attendees were told.' });
        void queryClient.invalidateQueries({ queryKey: trpc.events.pathKey() });
      },
      onError: (e) => notifications.show({ color: 'red', message: errorMessage(e) }),
    }),
  );

  return (
    <AdminCatalog<EventItem>
      title="Events"
      description="Site-wide events and those groups run. Times show in your time zone."
      newLabel="New Event"
      onNew={() => setEditing('new')}
      records={list.data?.events ?? []}
      total={list.data?.total ?? 0}
      fetching={list.isFetching}
      error={list.error}
      page={page}
      pageSize={ADMIN_EVENTS_PAGE_SIZE}
      onPageChange={setPage}
      noRecordsText="No events yet. Create the first one."
      columns={[
        {
          accessor: 'title',
          render: (e) => (
            <TitleCell title={e.title} detail={`${e.area}${e.group ? ` · ${e.group.name}` : ''}`} />
          ),
        },
        {
          accessor: 'starts_at',
          title: 'Starts',
          noWrap: true,
          render: (e) =>
            dateFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: zone }).format(
              new Date(e.starts_at),
            ),
        },
        { accessor: 'category' },
        {
          accessor: 'going_count',
          title: 'Going',
          noWrap: true,
          render: (e) => goingText(e),
        },
        { accessor: 'status', render: (e) => statusOf(e, now) },
      ]}
      actions={(e) => (
        <>
          <Tooltip label="View">
            <ActionIconLink
              variant="subtle"
              to="/events/$eventId"
              params={{ eventId: e.id }}
              aria-label={`View ${e.title}`}
            >
              <IconEye size={16} aria-hidden />
            </ActionIconLink>
          </Tooltip>
          <EditAction
            title={e.title}
            onEdit={() => setEditing(e)}
            disabled={e.cancelled_at !== null}
          />
          <RowAction
            tooltip="Cancel event"
            label={`Cancel ${e.title}`}
            icon={<IconBan size={16} aria-hidden />}
            color="red"
            disabled={e.cancelled_at !== null}
            onClick={() => confirmCancelEvent(e.title, () => cancel.mutate({ id: e.id }))}
          />
        </>
      )}
    >
      <EventFormModal
        event={editing}
        canFeature={session?.user.role === 'admin'}
        onClose={() => setEditing(null)}
      />
    </AdminCatalog>
  );
}
