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
import { shortDate } from '../../lib/dates.ts';
import { GroupGridSkeleton } from './GroupListSkeleton.tsx';
import { groupListQuery, type GroupListSearch } from './queries.ts';

const route = getRouteApi('/community/');

function PrivacyBadge({ isPrivate }: { isPrivate: boolean }) {
  return isPrivate ? (
    <Badge color="gray" leftSection={<IconLock size={12} aria-hidden />}>
      Private
    </Badge>
  ) : (
    <Badge color="sage" leftSection={<IconWorld size={12} aria-hidden />}>
      Public
    </Badge>
  );
}

export function GroupCard({ group }: { group: GroupData }) {
  return (
    <Card component="article" h="100%">
      <Stack gap="sm" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Title order={2} fz="lg" lineClamp={2}>
            {group.name}
          </Title>
          <PrivacyBadge isPrivate={group.is_private} />
        </Group>
        <Text size="sm" c="dimmed" lineClamp={3} style={{ flex: 1 }}>
          {group.description}
        </Text>
        <Group gap="xs">
          <Badge>{group.category}</Badge>
          {group.is_member && <Badge color="sage">Joined</Badge>}
        </Group>
        <Group justify="space-between" c="dimmed" fz="sm">
          <Text size="sm" c="dimmed">
            {group.member_count} / {group.max_members} members
          </Text>
          <Text size="sm" c="dimmed">
            Created {shortDate(group.created_at)}
          </Text>
        </Group>
        <ButtonLink
          to="/community/group/$groupId"
          params={{ groupId: group.id }}
          variant="light"
          fullWidth
          aria-label={`View Group ${group.name}`}
        >
          View Group
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
          aria-label="Search groups"
          placeholder="Search groups by name or description"
          leftSection={<IconSearch size={16} aria-hidden />}
          rightSection={
            groups.isPlaceholderData ? <Loader size="xs" aria-label="Searching" /> : null
          }
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          style={{ flex: 1, minWidth: 240 }}
        />
        <Select
          aria-label="Category"
          data={['All', ...GROUP_CATEGORIES]}
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
          Error loading groups: {errorMessage(groups.error)}
          <Button variant="subtle" size="compact-sm" ml="sm" onClick={() => void groups.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : groups.data.groups.length === 0 ? (
        <Card padding="xl" ta="center">
          <Text fw={600}>
            {filtered ? 'No groups found matching your criteria.' : 'No groups available yet.'}
          </Text>
          <Text c="dimmed" size="sm" mt={4}>
            {filtered
              ? 'Try another word or category.'
              : 'Be the first: create a group for the people you want to meet.'}
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
                aria-label="Group pages"
                getControlProps={(control) => ({ 'aria-label': `${control} page` })}
              />
            </Center>
          )}
        </>
      )}
    </Container>
  );
}
