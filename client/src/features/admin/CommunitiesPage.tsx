import { useState } from 'react';
import { Button, Paper, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminCommunity } from '@hercircle/shared';
import { trpc } from '../../lib/trpc.ts';
import { shortDate } from '../../lib/dates.ts';
import { AdminPage } from './AdminPage.tsx';
import { AdminTable, RowActions, afterAdminChange } from './AdminTable.tsx';
import { StatusBadge } from './StatusBadge.tsx';
import { CommunityFormModal } from './CommunityFormModal.tsx';
import { confirmDelete } from './confirm-delete.tsx';
import { ListToolbar } from './ListToolbar.tsx';
import { useListState } from './list-state.ts';
import { communitiesListQuery, type CommunitiesSearch } from './queries.ts';

const STATUSES = [
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
];

export function CommunitiesPage({ startCreating = false }: { startCreating?: boolean }) {
  const list = useListState<CommunitiesSearch>('createdAt');
  const [editing, setEditing] = useState<AdminCommunity | 'new' | null>(
    startCreating ? 'new' : null,
  );
  const queryClient = useQueryClient();
  const communities = useQuery({
    ...communitiesListQuery(trpc, list.params),
    placeholderData: keepPreviousData,
  });
  const remove = useMutation(
    trpc.admin.communities.delete.mutationOptions(
      afterAdminChange(queryClient, trpc.admin.communities.pathKey(), 'Community deleted.'),
    ),
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
        <AdminTable<AdminCommunity>
          list={list}
          records={communities.data?.communities}
          total={communities.data?.total}
          fetching={communities.isFetching}
          error={communities.error}
          filtered={Boolean(list.search || list.status)}
          noun="communities"
          emptyText="No communities yet. Start the first one."
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
              noWrap: true,
              sortable: true,
              render: (c) => shortDate(c.createdAt),
            },
            {
              accessor: 'actions',
              title: 'Actions',
              textAlign: 'right',
              render: (c) => (
                <RowActions
                  name={c.name}
                  onEdit={() => setEditing(c)}
                  onDelete={() =>
                    confirmDelete('community', c.name, () => remove.mutate({ id: c.id }))
                  }
                />
              ),
            },
          ]}
        />
      </Paper>
      <CommunityFormModal community={editing} onClose={() => setEditing(null)} />
    </AdminPage>
  );
}
