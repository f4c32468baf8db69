import {
  Alert,
  Avatar,
  Badge,
  Card,
  Group,
  Menu,
  ActionIcon,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDots } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Group as GroupData, GroupMember } from '@hercircle/shared';
import { trpc } from '../../lib/trpc.ts';
import { initials, useSession } from '../../lib/auth.ts';
import { errorMessage } from '../../lib/errors.ts';
import { invalidateGroup } from './group-cache.ts';

export function MembersCard({ group }: { group: GroupData }) {
  const queryClient = useQueryClient();
  const session = useSession();
  const members = useQuery(trpc.community.members.queryOptions({ id: group.id }));
  const canManage = group.my_role === 'admin' || session?.user.role === 'admin';
  const changeRole = useMutation(
    trpc.community.changeRole.mutationOptions({
      onSuccess: ({ member }) => {
        invalidateGroup(queryClient, group.id);
        notifications.show({
          color: 'sage',
          message: `${member.user.first_name} is now ${member.role === 'admin' ? 'an admin' : 'a member'}.`,
        });
      },
      onError: (error) => notifications.show({ color: 'red', message: errorMessage(error) }),
    }),
  );

  const row = (m: GroupMember) => (
    <Group key={m.id} component="li" justify="space-between" wrap="nowrap" gap="xs">
      <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
        <Avatar src={m.user.profile_picture} alt="" radius="xl" color="plum" size={36}>
          {initials(m.user.first_name, m.user.last_name)}
        </Avatar>
        <div style={{ minWidth: 0 }}>
          <Text size="sm" fw={600} truncate>
            {m.user.first_name} {m.user.last_name}
            {m.user_id === session?.user.id ? ' (you)' : ''}
          </Text>
          <Badge
            size="xs"
            variant={m.role === 'admin' ? 'filled' : 'light'}
            color={m.role === 'admin' ? 'plum' : 'gray'}
          >
            {m.role}
          </Badge>
        </div>
      </Group>
      {canManage && m.user_id !== session?.user.id && (
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={`Change role of ${m.user.first_name} ${m.user.last_name}`}
            >
              <IconDots size={16} aria-hidden />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            {m.role === 'member' ? (
              <Menu.Item
                onClick={() =>
                  changeRole.mutate({ id: group.id, userId: m.user_id, role: 'admin' })
                }
              >
                Make admin
              </Menu.Item>
            ) : (
              <Menu.Item
                onClick={() =>
                  changeRole.mutate({ id: group.id, userId: m.user_id, role: 'member' })
                }
              >
                Make member
              </Menu.Item>
            )}
          </Menu.Dropdown>
        </Menu>
      )}
    </Group>
  );

  return (
    <Card>
      <Stack gap="sm">
        <Title order={2} fz="lg">
          Members {members.data ? `(${members.data.total})` : ''}
        </Title>
        {members.isPending ? (
          <Stack gap="xs">
            <Skeleton h={36} />
            <Skeleton h={36} />
          </Stack>
        ) : members.isError ? (
          <Alert color="red" variant="light">
            {errorMessage(members.error)}
          </Alert>
        ) : (
          <Stack
            component="ul"
            gap="sm"
            style={{ listStyle: 'none', padding: 0, margin: 0 }}
            aria-label="Members"
          >
            {members.data.members.map(row)}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
