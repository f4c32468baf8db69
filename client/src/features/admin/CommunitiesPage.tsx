import { useState } from 'react';
import { ActionIcon, Alert, Button, Group, Paper, Text, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DataTable } from 'mantine-datatable';
import type { AdminCommunity } from '@hercircle/shared';
import { trpc } from '../../lib/trpc.ts';
import { errorMessage } from '../../lib/errors.ts';
import { AdminPage } from './AdminPage.tsx';
import { StatusBadge } from './StatusBadge.tsx';
import { CommunityFormModal } from './CommunityFormModal.tsx';
import { confirmDelete } from './confirm-delete.tsx';
import { ListToolbar } from './ListToolbar.tsx';
import { PAGE_SIZE, useListState } from './list-state.ts';

const STATUSES = [
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
];

export function CommunitiesPage({ startCreating = false }: { startCreating?: boolean }) {
  const list = useListState<'name' | 'memberCount' | 'createdAt' | 'status'>('createdAt');
  const [editing, setEditing] = useState<AdminCommunity | 'new' | null>(
    startCreating ? 'new' : null,
  );
  const queryClient = useQueryClient();
  const communities = useQuery({
    ...trpc.admin.communities.list.queryOptions({
      ...list.query,
      status: (list.status as 'active' | 'inactive' | null) ?? undefined,
    }),
    placeholderData: keepPreviousData,
  });
  const remove = useMutation(
    trpc.admin.communities.delete.mutationOptions({
      onSuccess: () => {
        notifications.show({ color: 'sage', message: 'Community deleted.' });
        void queryClient.invalidateQueries({ queryKey: trpc.admin.communities.pathKey() });
        void queryClient.invalidateQueries({ queryKey: trpc.admin.stats.queryKey() });
      },
      onError: (error) => notifications.show({ color: 'red', message: errorMessage(error) }),
    }),
  );

  return (
    <AdminPage
      title="Communities"
      description="Groups members create and join. Member counts come from real memberships."
      actions={
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')}>
          New Community
        </Button>
      }
    >
      <Paper p="md" radius="md" withBorder>
        <ListToolbar
          label="communities"
          search={list.search}
          onSearch={list.setSearch}
          status={list.status}
          onStatus={list.setStatus}
          statuses={STATUSES}
        />
        {communities.isError ? (
          <Alert color="red" variant="light">
            {errorMessage(communities.error)}
          </Alert>
        ) : (
          <DataTable<AdminCommunity>
            minHeight={240}
            withTableBorder={false}
            highlightOnHover
            records={communities.data?.communities ?? []}
            fetching={communities.isFetching}
            totalRecords={communities.data?.total ?? 0}
            recordsPerPage={PAGE_SIZE}
            page={list.page}
            onPageChange={list.setPage}
            sortStatus={list.sortStatus as never}
            onSortStatusChange={list.setSortStatus as never}
            noRecordsText={
              list.search || list.status
                ? 'No communities match. Clear the search or filter.'
                : 'No communities yet. Start the first one.'
            }
            paginationText={({ from, to, totalRecords }) => `${from}–${to} of ${totalRecords}`}
            columns={[
              {
                accessor: 'name',
                sortable: true,
                render: (c) => (
                  <div>
                    <Text size="sm" fw={600}>
                      {c.name}
                    </Text>
                    <Text size="xs" c="dimmed" lineClamp={1} maw={420}>
                      {c.description}
                    </Text>
                  </div>
                ),
              },
              { accessor: 'category' },
              { accessor: 'memberCount', title: 'Members', sortable: true, textAlign: 'right' },
              {
                accessor: 'status',
                sortable: true,
                render: (c) => <StatusBadge value={c.status} />,
              },
              {
                accessor: 'createdAt',
                title: 'Created',
                sortable: true,
                render: (c) =>
                  new Date(c.createdAt).toLocaleDateString('en-US', { dateStyle: 'medium' }),
              },
              {
                accessor: 'actions',
                title: 'Actions',
                textAlign: 'right',
                render: (c) => (
                  <Group gap={4} justify="flex-end" wrap="nowrap">
                    <Tooltip label="Edit">
                      <ActionIcon
                        variant="subtle"
                        onClick={() => setEditing(c)}
                        aria-label={`Edit ${c.name}`}
                      >
                        <IconPencil size={16} aria-hidden />
                      </ActionIcon>
                    </Tooltip>
                    <Tooltip label="Delete">
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        onClick={() =>
                          confirmDelete('community', c.name, () => remove.mutate({ id: c.id }))
                        }
                        aria-label={`Delete ${c.name}`}
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
      <CommunityFormModal community={editing} onClose={() => setEditing(null)} />
    </AdminPage>
  );
}
