import { useState } from 'react';
import { ActionIcon, Alert, Badge, Button, Group, Paper, Text, Tooltip } from '@mantine/core';
import { notifications } from '../../lib/toasts.ts';
import { IconBan, IconEye, IconPencil, IconPlus } from '@tabler/icons-react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DataTable } from 'mantine-datatable';
import { ActionIconLink } from '../../components/ButtonLink.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { trpc } from '../../lib/trpc.ts';
import { useSession } from '../../lib/auth.ts';
import { confirmCancelEvent } from '../events/confirm-cancel.tsx';
import { goingText, type EventItem } from '../events/EventCard.tsx';
import { EventFormModal } from '../events/EventFormModal.tsx';
import { adminEventsQuery, ADMIN_EVENTS_PAGE_SIZE } from './events-queries.ts';
import { AdminPage } from './AdminPage.tsx';
// With the tables that use it, not the portal's layout: the dashboard, rendered for the admin
// with her data, paints without waiting for it.
import 'mantine-datatable/styles.layer.css';

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
    <AdminPage
      title="Events"
      description="Site-wide events and those groups run. Times show in your time zone."
      actions={
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')}>
          New Event
        </Button>
      }
    >
      <Paper p="md" radius="md" withBorder>
        {list.error ? (
          <Alert color="red" variant="light">
            {errorMessage(list.error)}
          </Alert>
        ) : (
          <DataTable<EventItem>
            minHeight={240}
            withTableBorder={false}
            highlightOnHover
            records={list.data?.events ?? []}
            fetching={list.isFetching}
            totalRecords={list.data?.total ?? 0}
            recordsPerPage={ADMIN_EVENTS_PAGE_SIZE}
            page={page}
            onPageChange={setPage}
            noRecordsText="No events yet. Create the first one."
            paginationText={({ from, to, totalRecords }) => `${from}–${to} of ${totalRecords}`}
            columns={[
              {
                accessor: 'title',
                render: (e) => (
                  <div>
                    <Text size="sm" fw={600}>
                      {e.title}
                    </Text>
                    <Text size="xs" c="dimmed" lineClamp={1} maw={360}>
                      {e.area}
                      {e.group ? ` · ${e.group.name}` : ''}
                    </Text>
                  </div>
                ),
              },
              {
                accessor: 'starts_at',
                title: 'Starts',
                noWrap: true,
                render: (e) =>
                  new Date(e.starts_at).toLocaleString(undefined, {
                    dateStyle: 'medium',
                    timeStyle: 'short',
                  }),
              },
              { accessor: 'category' },
              {
                accessor: 'going_count',
                title: 'Going',
                noWrap: true,
                render: (e) => goingText(e),
              },
              { accessor: 'status', render: (e) => statusOf(e, now) },
              {
                accessor: 'actions',
                title: 'Actions',
                textAlign: 'right',
                render: (e) => (
                  <Group gap={4} justify="flex-end" wrap="nowrap">
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
                    <Tooltip label="Edit">
                      <ActionIcon
                        variant="subtle"
                        disabled={e.cancelled_at !== null}
                        onClick={() => setEditing(e)}
                        aria-label={`Edit ${e.title}`}
                      >
                        <IconPencil size={16} aria-hidden />
                      </ActionIcon>
                    </Tooltip>
                    <Tooltip label="Cancel event">
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        disabled={e.cancelled_at !== null}
                        onClick={() =>
                          confirmCancelEvent(e.title, () => cancel.mutate({ id: e.id }))
                        }
                        aria-label={`Cancel ${e.title}`}
                      >
                        <IconBan size={16} aria-hidden />
                      </ActionIcon>
                    </Tooltip>
                  </Group>
                ),
              },
            ]}
          />
        )}
      </Paper>
      <EventFormModal
        event={editing}
        canFeature={session?.user.role === 'admin'}
        onClose={() => setEditing(null)}
      />
    </AdminPage>
  );
}
