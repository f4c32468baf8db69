import {
  Anchor,
  Button,
  Container,
  Group,
  Pagination,
  Stack,
  Tabs,
  Text,
  Title,
} from '@mantine/core';
import { Link, useNavigate } from '@tanstack/react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { trpc } from '../../lib/trpc.ts';
import { NotificationLink } from './NotificationItem.tsx';
import {
  NOTIFICATIONS_PAGE_SIZE,
  notificationsQuery,
  type NotificationsSearch,
} from './queries.ts';

/** /notifications: all or unread, newest first, each linking to what it is about. */
export function NotificationsPage({ search }: { search: NotificationsSearch }) {
  usePageTitle('Notifications');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const list = useQuery(notificationsQuery(trpc, search));
  const readAll = useMutation(
    trpc.notifications.readAll.mutationOptions({
      onSuccess: () =>
        queryClient.invalidateQueries({ queryKey: trpc.notifications.list.pathKey() }),
    }),
  );
  const items = list.data?.notifications ?? [];
  const pages = Math.ceil((list.data?.total ?? 0) / NOTIFICATIONS_PAGE_SIZE);
  const go = (next: Partial<NotificationsSearch>) =>
    void navigate({ to: '/notifications', search: next });
  return (
    <Container size="sm" py="xl">
      <Group justify="space-between" mb="md">
        <Title order={1}>Notifications</Title>
        <Button
          variant="light"
          disabled={(list.data?.unread_count ?? 0) === 0}
          loading={readAll.isPending}
          onClick={() => readAll.mutate()}
        >
          Mark all read
        </Button>
      </Group>
      <Tabs
        value={search.show ?? 'all'}
        onChange={(v) => go(v === 'unread' || v === 'filtered' ? { show: v } : {})}
        mb="md"
      >
        <Tabs.List>
          <Tabs.Tab value="all">All</Tabs.Tab>
          <Tabs.Tab value="unread">Unread ({list.data?.unread_count ?? 0})</Tabs.Tab>
          <Tabs.Tab value="filtered">Filtered ({list.data?.filtered_unread_count ?? 0})</Tabs.Tab>
        </Tabs.List>
      </Tabs>
      {search.show === 'filtered' && (
        <Text size="sm" c="dimmed" mb="md">
          Mentions, replies and message requests your filters keep out of the bell.{' '}
          <Anchor component={Link} to="/settings" hash="shield" inherit underline="always">
            Change your filters
          </Anchor>
        </Text>
      )}
      {list.isError && <Text c="red.8">Notifications could not be loaded. Please try again.</Text>}
      {list.isSuccess && items.length === 0 && <Text c="dimmed">No notifications here.</Text>}
      {items.length > 0 && (
        <Stack
          component="ul"
          aria-label="Notifications"
          gap="sm"
          p={0}
          style={{ listStyle: 'none' }}
        >
          {items.map((n) => (
            <li key={n.id}>
              <NotificationLink n={n} />
              <Text size="xs" c="dimmed">
                {new Date(n.created_at).toLocaleString()}
              </Text>
            </li>
          ))}
        </Stack>
      )}
      {pages > 1 && (
        <Pagination
          mt="lg"
          total={pages}
          value={search.page ?? 1}
          onChange={(page) => go({ ...search, page })}
        />
      )}
    </Container>
  );
}
