import {
  Alert,
  Badge,
  Button,
  Card,
  Center,
  Container,
  Group,
  Loader,
  Pagination,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconLock, IconSearch, IconWorld } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import type { Group as GroupData } from '@hercircle/shared';
import { GROUP_CATEGORIES, PAGE_SIZES, type GroupCategory } from '@hercircle/shared/constants';
import { ButtonLink } from '../../components/ButtonLink.tsx';
import { trpc } from '../../lib/trpc.ts';
import { useSearchText } from '../../lib/use-search-text.ts';
import { errorMessage } from '../../lib/errors.ts';
import { useDates } from '../../lib/dates.ts';
import { useTexts } from '../../i18n/texts.ts';
import { communityTexts } from '../../i18n/areas/community.ts';
import { GroupGridSkeleton } from './GroupListSkeleton.tsx';
import { groupListQuery, type GroupListSearch } from './queries.ts';

const route = getRouteApi('/community/');

function PrivacyBadge({ isPrivate }: { isPrivate: boolean }) {
  const { t } = useTexts(communityTexts);
  return isPrivate ? (
    <Badge color="gray" leftSection={<IconLock size={12} aria-hidden />}>
      {t('card.private')}
    </Badge>
  ) : (
    <Badge color="sage" leftSection={<IconWorld size={12} aria-hidden />}>
      {t('card.public')}
    </Badge>
  );
}

export function GroupCard({ group }: { group: GroupData }) {
  const { t } = useTexts(communityTexts);
  const { shortDate } = useDates();
  return (
    <Card component="article" h="100%">
      <Stack gap="sm" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Title order={2} fz="lg" lineClamp={2} dir="auto">
            {group.name}
          </Title>
          <PrivacyBadge isPrivate={group.is_private} />
        </Group>
        <Text size="sm" c="dimmed" lineClamp={3} style={{ flex: 1 }} dir="auto">
          {group.description}
        </Text>
        <Group gap="xs">
          {/* The group's category, as the group page shows it. */}
          <Badge>{group.category}</Badge>
          {group.is_member && <Badge color="sage">{t('card.joined')}</Badge>}
        </Group>
        <Group justify="space-between" c="dimmed" fz="sm">
          <Text size="sm" c="dimmed">
            {t('card.members', { current: group.member_count, count: group.max_members })}
          </Text>
          <Text size="sm" c="dimmed">
            {t('card.created', { date: shortDate(group.created_at) })}
          </Text>
        </Group>
        <ButtonLink
          to="/community/group/$groupId"
          params={{ groupId: group.id }}
          variant="light"
          fullWidth
          aria-label={t('card.viewLabel', { name: group.name })}
        >
          {t('card.view')}
        </ButtonLink>
      </Stack>
    </Card>
  );
}

/**
 * A member's list of groups on /community: search, category, pages and cards. Loaded apart from the
 * page (CommunityPage), as a visitor sees the sign-in prompt instead: the search box and the
 * category select (Mantine's Combobox and floating-ui) would be most of what she downloads.
 */
export function GroupList() {
  const { t } = useTexts(communityTexts);
  const filters = route.useSearch();
  const navigate = route.useNavigate();
  // Filters and page live in the URL, so a filtered list can be linked and reloaded; a new
  // search or category starts again at page 1.
  const update = (next: GroupListSearch, replace = false) =>
    void navigate({ search: (prev) => ({ ...prev, page: undefined, ...next }), replace });
  const [search, setSearch] = useSearchText(
    filters.search ?? '',
    (text) => update({ search: text || undefined }, true),
    300,
  );
  const category = filters.category ?? 'All';
  const page = filters.page ?? 1;
  // A page past the end is as empty as a search that matches nothing.
  const filtered = Boolean(filters.search || filters.category || filters.page);
  const groups = useQuery({
    ...groupListQuery(trpc, filters),
    placeholderData: keepPreviousData,
  });
  const pages = Math.max(1, Math.ceil((groups.data?.total ?? 0) / PAGE_SIZES.groups));

  return (
    <Container py="xl">
      <Group gap="sm" mb="lg" wrap="wrap">
        <TextInput
          aria-label={t('list.search')}
          placeholder={t('list.searchPlaceholder')}
          leftSection={<IconSearch size={16} aria-hidden />}
          rightSection={
            groups.isPlaceholderData ? <Loader size="xs" aria-label={t('list.searching')} /> : null
          }
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          style={{ flex: 1, minWidth: 240 }}
        />
        <Select
          aria-label={t('list.category')}
          // 'All' is the list's value for no category; the categories are the groups' own.
          data={[{ value: 'All', label: t('list.allCategories') }, ...GROUP_CATEGORIES]}
          value={category}
          onChange={(value) =>
            update({
              category: value && value !== 'All' ? (value as GroupCategory) : undefined,
            })
          }
          allowDeselect={false}
          w={220}
        />
      </Group>
      {groups.isPending ? (
        <GroupGridSkeleton />
      ) : groups.isError ? (
        <Alert color="red" variant="light" role="alert">
          {t('list.loadError', { message: errorMessage(groups.error) })}
          <Button variant="subtle" size="compact-sm" ms="sm" onClick={() => void groups.refetch()}>
            {t('list.retry')}
          </Button>
        </Alert>
      ) : groups.data.groups.length === 0 ? (
        <Card padding="xl" ta="center">
          <Text fw={600}>{filtered ? t('list.noMatches') : t('list.none')}</Text>
          <Text c="dimmed" size="sm" mt={4}>
            {filtered ? t('list.noMatchesHint') : t('list.noneHint')}
          </Text>
        </Card>
      ) : (
        <>
          <SimpleGrid
            cols={{ base: 1, sm: 2, lg: 3 }}
            spacing="lg"
            // The previous results stay readable while the next ones load (no dimming,
            // which would fail contrast); the spinner in the search box shows the wait.
            aria-busy={groups.isPlaceholderData}
          >
            {groups.data.groups.map((group) => (
              <GroupCard key={group.id} group={group} />
            ))}
          </SimpleGrid>
          {pages > 1 && (
            <Center mt="xl">
              <Pagination
                total={pages}
                value={page}
                onChange={(next) => update({ page: next > 1 ? next : undefined })}
                aria-label={t('list.pages')}
                getControlProps={(control) => ({ 'aria-label': t(`list.controls.${control}`) })}
              />
            </Center>
          )}
        </>
      )}
    </Container>
  );
}
