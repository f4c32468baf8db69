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
import { dateFormat, useDates } from '../../lib/dates.ts';
import { useTexts } from '../../i18n/texts.ts';
import { notificationsTexts } from '../../i18n/areas/notifications.ts';
import {
  NOTIFICATIONS_PAGE_SIZE,
  notificationsQuery,
  type NotificationsSearch,
} from './queries.ts';

/** /notifications: all or unread, newest first, each linking to what it is about. */
export function NotificationsPage({ search }: { search: NotificationsSearch }) {
  const { t, i18n } = useTexts(notificationsTexts);
  const { language, zone } = useDates();
  usePageTitle(t('title'));
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
  const number = (n: number) => new Intl.NumberFormat(i18n.language).format(n);
  // Date and time as the browser's locale wrote them in English (toLocaleString), in her language
  // and zone otherwise.
  const when = dateFormat(language === 'en' ? undefined : language, {
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
    timeZone: zone,
  });
  const go = (next: Partial<NotificationsSearch>) =>
    void navigate({ to: '/notifications', search: next });
  return (
    <Container size="sm" py="xl">
      <Group justify="space-between" mb="md">
        <Title order={1}>{t('title')}</Title>
        <Button
          variant="light"
          disabled={(list.data?.unread_count ?? 0) === 0}
          loading={readAll.isPending}
          onClick={() => readAll.mutate()}
        >
          {t('markAllRead')}
        </Button>
      </Group>
      <Tabs
        value={search.show ?? 'all'}
        onChange={(v) => go(v === 'unread' || v === 'filtered' ? { show: v } : {})}
        mb="md"
      >
        <Tabs.List>
          <Tabs.Tab value="all">{t('page.all')}</Tabs.Tab>
          <Tabs.Tab value="unread">
            {t('page.unread', { number: number(list.data?.unread_count ?? 0) })}
          </Tabs.Tab>
          <Tabs.Tab value="filtered">
            {t('page.filtered', { number: number(list.data?.filtered_unread_count ?? 0) })}
          </Tabs.Tab>
        </Tabs.List>
      </Tabs>
      {search.show === 'filtered' && (
        <Text size="sm" c="dimmed" mb="md">
          {t('page.filteredNote')}{' '}
          <Anchor component={Link} to="/settings" hash="shield" inherit underline="always">
            {t('page.changeFilters')}
          </Anchor>
        </Text>
      )}
      {list.isError && <Text c="var(--hc-danger-text)">{t('page.loadError')}</Text>}
      {list.isSuccess && items.length === 0 && <Text c="dimmed">{t('page.none')}</Text>}
      {items.length > 0 && (
        <Stack component="ul" aria-label={t('title')} gap="sm" p={0} style={{ listStyle: 'none' }}>
          {items.map((n) => (
            <li key={n.id}>
              <NotificationLink n={n} />
              <Text size="xs" c="dimmed">
                {when.format(new Date(n.created_at))}
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
