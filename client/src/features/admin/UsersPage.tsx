import { useState } from 'react';
import { ActionIcon, Button, Paper, Select, Text, Tooltip } from '@mantine/core';
import { IconPlayerPause, IconPlus } from '@tabler/icons-react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminUser } from '@hercircle/shared';
import { trpc } from '../../lib/trpc.ts';
import { shortDate } from '../../lib/dates.ts';
import { useSession } from '../../lib/auth.ts';
import { AdminPage } from './AdminPage.tsx';
import { AdminTable, RowActions, afterAdminChange } from './AdminTable.tsx';
import { StatusBadge } from './StatusBadge.tsx';
import { UserFormModal } from './UserFormModal.tsx';
import { confirmDelete } from './confirm-delete.tsx';
import { useListState } from './list-state.ts';
import { usersListQuery, type UsersSearch } from './queries.ts';
import { ListToolbar } from './ListToolbar.tsx';
import { SuspendDialog } from './SuspendDialog.tsx';

const STATUSES = [
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
];

export function UsersPage() {
  const list = useListState<UsersSearch>('createdAt');
  const [editing, setEditing] = useState<AdminUser | 'new' | null>(null);
  const [suspending, setSuspending] = useState<AdminUser | null>(null);
  const session = useSession();
  const queryClient = useQueryClient();
  const users = useQuery({
    ...usersListQuery(trpc, list.params),
    placeholderData: keepPreviousData,
  });
  const remove = useMutation(
    trpc.admin.users.delete.mutationOptions(
      afterAdminChange(queryClient, trpc.admin.users.pathKey(), 'User deleted.'),
    ),
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
            value={list.params.role ?? null}
            onChange={(v) => list.update({ role: v ?? undefined })}
            w={160}
          />
        </ListToolbar>
        <AdminTable<AdminUser>
          list={list}
          records={users.data?.users}
          total={users.data?.total}
          fetching={users.isFetching}
          error={users.error}
          filtered={Boolean(list.search || list.status || list.params.role)}
          noun="users"
          emptyText="No users yet. Add the first one."
          columns={[
            { accessor: 'name', sortable: true },
            {
              accessor: 'email',
              sortable: true,
              render: (u) => (
                <>
                  {u.email}
                  {u.pendingEmail && (
                    <Text size="xs" c="dimmed">
                      pending: {u.pendingEmail}
                    </Text>
                  )}
                </>
              ),
            },
            { accessor: 'role', sortable: true, render: (u) => <StatusBadge value={u.role} /> },
            {
              accessor: 'status',
              sortable: true,
              render: (u) => <StatusBadge value={u.status} />,
            },
            {
              accessor: 'createdAt',
              title: 'Joined',
              noWrap: true,
              sortable: true,
              render: (u) => shortDate(u.createdAt),
            },
            {
              accessor: 'actions',
              title: 'Actions',
              textAlign: 'right',
              render: (u) => (
                <RowActions
                  name={u.name}
                  view={{ to: '/admin/users/$id', id: u.id }}
                  onEdit={() => setEditing(u)}
                  onDelete={() => confirmDelete('user', u.name, () => remove.mutate({ id: u.id }))}
                  deleteDisabledReason={
                    u.id === session?.user.id ? 'You cannot delete yourself' : undefined
                  }
                >
                  {u.id !== session?.user.id && (
                    <Tooltip label="Suspend">
                      <ActionIcon
                        variant="subtle"
                        color="orange"
                        onClick={() => setSuspending(u)}
                        aria-label={`Suspend ${u.name}`}
                      >
                        <IconPlayerPause size={16} aria-hidden />
                      </ActionIcon>
                    </Tooltip>
                  )}
                </RowActions>
              ),
            },
          ]}
        />
      </Paper>
      <UserFormModal user={editing} onClose={() => setEditing(null)} />
      <SuspendDialog user={suspending} onClose={() => setSuspending(null)} />
    </AdminPage>
  );
}
