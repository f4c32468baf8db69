import { useState } from 'react';
import { ActionIcon, Alert, Button, Group, Paper, Select, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconEye, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DataTable } from 'mantine-datatable';
import type { AdminUser } from '@hercircle/shared';
import { trpc } from '../../lib/trpc.ts';
import { ActionIconLink } from '../../components/ButtonLink.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { useSession } from '../../lib/auth.ts';
import { AdminPage } from './AdminPage.tsx';
import { StatusBadge } from './StatusBadge.tsx';
import { UserFormModal } from './UserFormModal.tsx';
import { confirmDelete } from './confirm-delete.tsx';
import { PAGE_SIZE, useListState } from './list-state.ts';
import { ListToolbar } from './ListToolbar.tsx';

const STATUSES = [
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
];

export function UsersPage() {
  const list = useListState<'name' | 'email' | 'createdAt' | 'role' | 'status'>('createdAt');
  const [role, setRole] = useState<string | null>(null);
  const [editing, setEditing] = useState<AdminUser | 'new' | null>(null);
  const session = useSession();
  const queryClient = useQueryClient();
  const users = useQuery({
    ...trpc.admin.users.list.queryOptions({
      ...list.query,
      status: (list.status as 'active' | 'inactive' | null) ?? undefined,
      role: (role as 'user' | 'admin' | null) ?? undefined,
    }),
    placeholderData: keepPreviousData,
  });
  const remove = useMutation(
    trpc.admin.users.delete.mutationOptions({
      onSuccess: () => {
        notifications.show({ color: 'sage', message: 'User deleted.' });
        void queryClient.invalidateQueries({ queryKey: trpc.admin.users.pathKey() });
        void queryClient.invalidateQueries({ queryKey: trpc.admin.stats.queryKey() });
      },
      onError: (error) => notifications.show({ color: 'red', message: errorMessage(error) }),
    }),
  );

  return (
    <AdminPage
      title="Users"
      description="Search members, change roles and status, invite new people."
      actions={
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')}>
          Add User
        </Button>
      }
    >
      <Paper p="md" radius="md" withBorder>
        <ListToolbar
          label="users by name or email"
          search={list.search}
          onSearch={list.setSearch}
          status={list.status}
          onStatus={list.setStatus}
          statuses={STATUSES}
        >
          <Select
            aria-label="Filter by role"
            placeholder="All roles"
            clearable
            data={[
              { value: 'user', label: 'Members' },
              { value: 'admin', label: 'Admins' },
            ]}
            value={role}
            onChange={(v) => {
              setRole(v);
              list.setPage(1);
            }}
            w={160}
          />
        </ListToolbar>
        {users.isError ? (
          <Alert color="red" variant="light">
            {errorMessage(users.error)}
          </Alert>
        ) : (
          <DataTable<AdminUser>
            minHeight={240}
            withTableBorder={false}
            highlightOnHover
            records={users.data?.users ?? []}
            fetching={users.isFetching}
            totalRecords={users.data?.total ?? 0}
            recordsPerPage={PAGE_SIZE}
            page={list.page}
            onPageChange={list.setPage}
            sortStatus={list.sortStatus as never}
            onSortStatusChange={list.setSortStatus as never}
            noRecordsText={
              list.search || list.status || role
                ? 'No users match these filters. Clear the search or filters.'
                : 'No users yet. Add the first one.'
            }
            paginationText={({ from, to, totalRecords }) => `${from}–${to} of ${totalRecords}`}
            columns={[
              { accessor: 'name', sortable: true },
              { accessor: 'email', sortable: true },
              { accessor: 'role', sortable: true, render: (u) => <StatusBadge value={u.role} /> },
              {
                accessor: 'status',
                sortable: true,
                render: (u) => <StatusBadge value={u.status} />,
              },
              {
                accessor: 'createdAt',
                title: 'Joined',
                sortable: true,
                render: (u) =>
                  new Date(u.createdAt).toLocaleDateString('en-US', { dateStyle: 'medium' }),
              },
              {
                accessor: 'actions',
                title: 'Actions',
                textAlign: 'right',
                render: (u) => (
                  <Group gap={4} justify="flex-end" wrap="nowrap">
                    <Tooltip label="View">
                      <ActionIconLink
                        variant="subtle"
                        to="/admin/users/$id"
                        params={{ id: u.id }}
                        aria-label={`View ${u.name}`}
                      >
                        <IconEye size={16} aria-hidden />
                      </ActionIconLink>
                    </Tooltip>
                    <Tooltip label="Edit">
                      <ActionIcon
                        variant="subtle"
                        onClick={() => setEditing(u)}
                        aria-label={`Edit ${u.name}`}
                      >
                        <IconPencil size={16} aria-hidden />
                      </ActionIcon>
                    </Tooltip>
                    <Tooltip
                      label={u.id === session?.user.id ? 'You cannot delete yourself' : 'Delete'}
                    >
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        disabled={u.id === session?.user.id}
                        onClick={() =>
                          confirmDelete('user', u.name, () => remove.mutate({ id: u.id }))
                        }
                        aria-label={`Delete ${u.name}`}
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
      <UserFormModal user={editing} onClose={() => setEditing(null)} />
    </AdminPage>
  );
}
