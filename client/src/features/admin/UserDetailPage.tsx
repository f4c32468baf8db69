import { useState } from 'react';
import {
  Alert,
  Anchor,
  Button,
  Card,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from '@mantine/core';
import { IconArrowLeft, IconPencil } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { trpc } from '../../lib/trpc.ts';
import { errorMessage } from '../../lib/errors.ts';
import { AdminPage } from './AdminPage.tsx';
import { StatusBadge } from './StatusBadge.tsx';
import { UserFormModal } from './UserFormModal.tsx';
import { MemberRecordCard } from './MemberRecordCard.tsx';
import { SuspendDialog } from './SuspendDialog.tsx';

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text component="div">{children}</Text>
    </div>
  );
}

export function UserDetailPage({ id }: { id: number }) {
  const user = useQuery(trpc.admin.users.get.queryOptions({ id }));
  const [editing, setEditing] = useState(false);
  const [suspending, setSuspending] = useState(false);
  const back = (
    <Anchor component={Link} to="/admin/users" size="sm">
      <Group gap={4}>
        <IconArrowLeft size={14} aria-hidden /> All users
      </Group>
    </Anchor>
  );
  if (user.isPending) {
    return (
      <AdminPage title="User">
        <Skeleton h={160} radius="md" />
      </AdminPage>
    );
  }
  if (user.isError) {
    return (
      <AdminPage title="User">
        <Alert color="red" variant="light" title="This user could not be shown">
          {errorMessage(user.error)}
        </Alert>
        {back}
      </AdminPage>
    );
  }
  const u = user.data.user;
  return (
    <AdminPage
      title={u.name}
      description={u.pendingEmail ? `${u.email} · pending: ${u.pendingEmail}` : u.email}
      actions={
        <Button leftSection={<IconPencil size={16} aria-hidden />} onClick={() => setEditing(true)}>
          Edit
        </Button>
      }
    >
      {back}
      <Card>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="lg">
          <Field label="Role">
            <StatusBadge value={u.role} />
          </Field>
          <Field label="Status">
            <StatusBadge value={u.status} />
          </Field>
          <Field label="Joined">
            {new Date(u.createdAt).toLocaleDateString('en-US', { dateStyle: 'long' })}
          </Field>
          <Field label="User id">{u.id}</Field>
        </SimpleGrid>
      </Card>
      <MemberRecordCard userId={u.id} onSuspend={() => setSuspending(true)} />
      <Stack>
        <UserFormModal user={editing ? u : null} onClose={() => setEditing(false)} />
        <SuspendDialog
          user={suspending ? { id: u.id, name: u.name } : null}
          onClose={() => setSuspending(false)}
        />
      </Stack>
    </AdminPage>
  );
}

export function NewUserPage() {
  const [open, setOpen] = useState(true);
  return (
    <AdminPage
      title="Add user"
      description="Create an account with a password, or leave it empty to email an invitation."
    >
      <Button
        component={Link}
        to="/admin/users"
        variant="default"
        leftSection={<IconArrowLeft size={16} aria-hidden />}
        style={{ alignSelf: 'flex-start' }}
      >
        All users
      </Button>
      {!open && (
        <Button onClick={() => setOpen(true)} style={{ alignSelf: 'flex-start' }}>
          Add another user
        </Button>
      )}
      <UserFormModal user={open ? 'new' : null} onClose={() => setOpen(false)} />
    </AdminPage>
  );
}
