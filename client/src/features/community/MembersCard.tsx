import {
  Alert,
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
import { notifications } from '../../lib/toasts.ts';
import { lazy, Suspense, useState } from 'react';
import { IconDots } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Group as GroupData, GroupMember } from '@hercircle/shared';
import { trpc } from '../../lib/trpc.ts';
import { useSession } from '../../lib/auth.ts';
import { errorMessage } from '../../lib/errors.ts';
import { openModerationDialog } from '../fair-process/moderation-dialog.tsx';
import { invalidateGroup } from './group-cache.ts';
import { BansCard } from './BansCard.tsx';
import { MemberAvatar, MemberName } from '../members/MemberName.tsx';
import { useTexts } from '../../i18n/texts.ts';
import { groupTexts } from '../../i18n/areas/group.ts';

// The ban form (its reason field and Modal) loads when an admin opens a member's menu or first bans.
const loadBanDialog = () => import('./BanDialog.tsx');
const BanDialog = lazy(() => loadBanDialog().then((m) => ({ default: m.BanDialog })));

export function MembersCard({ group }: { group: GroupData }) {
  const queryClient = useQueryClient();
  const session = useSession();
  const { t } = useTexts(groupTexts);
  const members = useQuery(trpc.community.members.queryOptions({ id: group.id }));
  const canManage = group.my_role === 'admin' || session?.user.role === 'admin';
  // Only a site admin removes or bans a group admin (the server holds the same rule).
  const canModerate = (m: GroupMember) => m.role === 'member' || session?.user.role === 'admin';
  const [banning, setBanning] = useState<GroupMember | null>(null);
  // Mounted from the first ban on, so that closing it animates like any dialog.
  const [banOpened, setBanOpened] = useState(false);
  // The menus below have no focus placeholder: a focusable role=presentation div inside
  // role=menu fails axe; the first item takes focus instead.
  const onError = (error: unknown) =>
    notifications.show({ color: 'red', message: errorMessage(error) });
  const remove = useMutation(
    trpc.community.removeMember.mutationOptions({
      onSuccess: () => {
        invalidateGroup(queryClient, group.id);
        notifications.show({ color: 'sage', message: t('members.removed') });
      },
      onError,
    }),
  );
  // She is told why (a statement of reasons), so the moderator names the rule and the reason.
  const confirmRemove = (m: GroupMember) =>
    openModerationDialog({
      title: t('members.removeTitle', { name: `${m.user.first_name} ${m.user.last_name}` }),
      text: t('members.removeText'),
      confirmLabel: t('members.removeConfirm'),
      onConfirm: (why) => remove.mutate({ id: group.id, userId: m.user_id, ...why }),
    });
  const changeRole = useMutation(
    trpc.community.changeRole.mutationOptions({
      onSuccess: ({ member }) => {
        invalidateGroup(queryClient, group.id);
        notifications.show({
          color: 'sage',
          message: t(member.role === 'admin' ? 'members.nowAdmin' : 'members.nowMember', {
            name: member.user.first_name,
          }),
        });
      },
      onError,
    }),
  );

  const row = (m: GroupMember) => (
    <Group key={m.id} component="li" justify="space-between" wrap="nowrap" gap="xs">
      <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
        <MemberAvatar user={m.user} size={36} />
        <div style={{ minWidth: 0 }}>
          <Text size="sm" fw={600} truncate>
            <bdi>
              <MemberName user={m.user} />
            </bdi>
            {m.user_id === session?.user.id ? ` ${t('members.you')}` : ''}
          </Text>
          <Group gap={4}>
            <Badge size="xs" color={m.role === 'admin' ? 'plum' : 'gray'}>
              {t(`members.roles.${m.role}`)}
            </Badge>
            {/* Only she and the group's admins get a quiet member in this list. */}
            {m.quiet && (
              <Badge size="xs" color="gray" variant="outline">
                {t('members.quiet')}
              </Badge>
            )}
          </Group>
        </div>
      </Group>
      {canManage && m.user_id !== session?.user.id && (
        <Menu
          position="bottom-end"
          withinPortal
          withInitialFocusPlaceholder={false}
          onOpen={() => void loadBanDialog()}
        >
          <Menu.Target>
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={t('members.actionsFor', {
                name: `${m.user.first_name} ${m.user.last_name}`,
              })}
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
                {t('members.makeAdmin')}
              </Menu.Item>
            ) : (
              <Menu.Item
                onClick={() =>
                  changeRole.mutate({ id: group.id, userId: m.user_id, role: 'member' })
                }
              >
                {t('members.makeMember')}
              </Menu.Item>
            )}
            {canModerate(m) && (
              <>
                <Menu.Divider />
                <Menu.Item c="var(--hc-danger-text)" onClick={() => confirmRemove(m)}>
                  {t('members.remove')}
                </Menu.Item>
                <Menu.Item
                  c="var(--hc-danger-text)"
                  onClick={() => {
                    setBanOpened(true);
                    setBanning(m);
                  }}
                >
                  {t('members.ban')}
                </Menu.Item>
              </>
            )}
          </Menu.Dropdown>
        </Menu>
      )}
    </Group>
  );

  const list = (
    <Card>
      <Stack gap="sm">
        <Title order={2} fz="lg">
          {members.data
            ? t('members.titleCount', { total: members.data.total })
            : t('members.title')}
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
            aria-label={t('members.list')}
          >
            {members.data.members.map(row)}
          </Stack>
        )}
      </Stack>
    </Card>
  );

  return (
    <>
      {list}
      {canManage && (
        <>
          <BansCard groupId={group.id} />
          {banOpened && (
            <Suspense fallback={null}>
              <BanDialog groupId={group.id} member={banning} onClose={() => setBanning(null)} />
            </Suspense>
          )}
        </>
      )}
    </>
  );
}
