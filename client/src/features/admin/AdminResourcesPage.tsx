import { useState } from 'react';
import { ActionIcon, Alert, Badge, Button, Group, Paper, Text, Tooltip } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DataTable } from 'mantine-datatable';
import { countryName, RESOURCE_TOPICS, type Resource } from '@hercircle/shared';
import { notifications } from '../../lib/toasts.ts';
import { errorMessage } from '../../lib/errors.ts';
import { trpc } from '../../lib/trpc.ts';
import { AdminPage } from './AdminPage.tsx';
import { confirmDelete } from './confirm-delete.tsx';
import { ResourceFormModal } from './ResourceFormModal.tsx';
// With the tables that use it, not the portal's layout.
import 'mantine-datatable/styles.layer.css';

const PAGE_SIZE = 25;
const topicTitle = (slug: string) => RESOURCE_TOPICS.find((t) => t.slug === slug)?.title ?? slug;

/** /admin/resources: the resource directory the resources page and the Mental Health page show. */
export function AdminResourcesPage() {
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<Resource | 'new' | null>(null);
  const queryClient = useQueryClient();
  const list = useQuery(trpc.admin.resources.list.queryOptions());
  const records = list.data?.resources ?? [];
  const remove = useMutation(
    trpc.admin.resources.delete.mutationOptions({
      onSuccess: () => {
        notifications.show({ color: 'sage', message: 'Resource deleted.' });
        void queryClient.invalidateQueries({ queryKey: trpc.admin.resources.pathKey() });
      },
      onError: (e) => notifications.show({ color: 'red', message: errorMessage(e) }),
    }),
  );

  return (
    <AdminPage
      title="Resources"
      description="Helplines, guides and organisations: readers see their own country's first."
      actions={
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')}>
          New Resource
        </Button>
      }
    >
      <Paper p="md" radius="md" withBorder>
        {list.error ? (
          <Alert color="red" variant="light">
            {errorMessage(list.error)}
          </Alert>
        ) : (
          <DataTable<Resource>
            minHeight={240}
            withTableBorder={false}
            highlightOnHover
            records={records.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE)}
            fetching={list.isFetching}
            totalRecords={records.length}
            recordsPerPage={PAGE_SIZE}
            page={page}
            onPageChange={setPage}
            noRecordsText="No resources yet. Add the first one."
            paginationText={({ from, to, totalRecords }) => `${from}–${to} of ${totalRecords}`}
            columns={[
              {
                accessor: 'title',
                render: (r) => (
                  <div>
                    <Text size="sm" fw={600}>
                      {r.title}
                    </Text>
                    <Text size="xs" c="dimmed" lineClamp={1} maw={360}>
                      {r.phone ?? r.url}
                    </Text>
                  </div>
                ),
              },
              { accessor: 'type', render: (r) => <Badge variant="light">{r.type}</Badge> },
              { accessor: 'topic', title: 'Category', render: (r) => topicTitle(r.topic) },
              { accessor: 'country', render: (r) => countryName(r.country) },
              {
                accessor: 'actions',
                title: 'Actions',
                textAlign: 'right',
                render: (r) => (
                  <Group gap={4} justify="flex-end" wrap="nowrap">
                    <Tooltip label="Edit">
                      <ActionIcon
                        variant="subtle"
                        onClick={() => setEditing(r)}
                        aria-label={`Edit ${r.title}`}
                      >
                        <IconPencil size={16} aria-hidden />
                      </ActionIcon>
                    </Tooltip>
                    <Tooltip label="Delete">
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        onClick={() =>
                          confirmDelete('resource', r.title, () => remove.mutate({ id: r.id }))
                        }
                        aria-label={`Delete ${r.title}`}
                      >
                        <IconTrash size={16} aria-hidden />
                      </ActionIcon>
                    </Tooltip>
                  </Group>
                ),
              },
            ]}
          />
        )}
      </Paper>
      <ResourceFormModal resource={editing} onClose={() => setEditing(null)} />
    </AdminPage>
  );
}
