import { useState } from 'react';
import {
  ActionIcon,
  Anchor,
  Button,
  Group,
  Indicator,
  Popover,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { trpc } from '../../lib/trpc.ts';
import { NotificationLink } from './NotificationItem.tsx';
import { useTexts } from '../../i18n/texts.ts';
import { notificationsTexts } from '../../i18n/areas/notifications.ts';

/** The panel's newest notifications. */
const PANEL_SIZE = 10;

/**
 * The nav bar's bell: the unread count, and a panel of the newest notifications. The count stays
 * live on every page through the tab's live stream (features/live), whose `notification` events
 * refetch this query.
 */
export function Bell() {
  const { t } = useTexts(notificationsTexts);
  const [opened, setOpened] = useState(false);
  const queryClient = useQueryClient();
  const list = useQuery(trpc.notifications.list.queryOptions({ limit: PANEL_SIZE }));
  const readAll = useMutation(
    trpc.notifications.readAll.mutationOptions({
      onSuccess: () =>
        queryClient.invalidateQueries({ queryKey: trpc.notifications.list.pathKey() }),
    }),
  );
  const unread = list.data?.unread_count ?? 0;
  const items = list.data?.notifications ?? [];
  return (
    // Not hidden when "detached": the bar's target never scrolls away, and tests have no layout.
    <Popover
      opened={opened}
      onChange={setOpened}
      width={320}
      position="bottom-end"
      shadow="md"
      hideDetached={false}
    >
      <Popover.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          radius="xl"
          aria-label={t('bell.label', { count: unread })}
          onClick={() => setOpened((o) => !o)}
        >
          <Indicator label={unread} size={16} color="coral" disabled={unread === 0} offset={2}>
            <IconBell size={20} aria-hidden />
          </Indicator>
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown role="dialog" aria-label={t('title')}>
        <Group justify="space-between" mb="xs">
          <Title order={2} size="h5">
            {t('title')}
          </Title>
          <Button
            size="compact-sm"
            variant="subtle"
            disabled={unread === 0}
            loading={readAll.isPending}
            onClick={() => readAll.mutate()}
          >
            {t('markAllRead')}
          </Button>
        </Group>
        {items.length === 0 ? (
          <Text size="sm" c="dimmed">
            {list.isError ? t('bell.loadError') : t('bell.none')}
          </Text>
        ) : (
          <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
            {items.map((n) => (
              <li key={n.id}>
                <NotificationLink n={n} onOpen={() => setOpened(false)} />
              </li>
            ))}
          </Stack>
        )}
        <Anchor
          component={Link}
          to="/notifications"
          size="sm"
          mt="sm"
          display="block"
          onClick={() => setOpened(false)}
        >
          {t('bell.seeAll')}
        </Anchor>
      </Popover.Dropdown>
    </Popover>
  );
}
