import { lazy, Suspense, useState } from 'react';
import {
  Alert,
  Badge,
  Button,
  Card,
  Center,
  Container,
  Group,
  Loader,
  Skeleton,
  Pagination,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconLock, IconPlus, IconSearch, IconWorld } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { ButtonLink } from '../../components/ButtonLink.tsx';
import {
  GROUP_CATEGORIES,
  PAGE_SIZES,
  type Group as GroupData,
  type GroupCategory,
} from '@hercircle/shared';
import { trpc } from '../../lib/trpc.ts';
import { useSearchText } from '../../lib/use-search-text.ts';
import { useSession } from '../../lib/auth.ts';
import { errorMessage } from '../../lib/errors.ts';
import { shortDate } from '../../lib/dates.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { SignInPrompt } from './SignInPrompt.tsx';
import { groupListQuery, type GroupListSearch } from './queries.ts';

const route = getRouteApi('/community/');

// The form and its checks load when she first opens it, not with the page (a visitor never does).
const CreateGroupDialog = lazy(() =>
  import('./CreateGroupDialog.tsx').then((m) => ({ default: m.CreateGroupDialog })),
);

export function CommunityPage() {
  usePageTitle('Community');
  const session = useSession();
  if (!session) {
    return (
      <SignInPrompt
        title="Join Our Community"
        text="Groups for every part of life, from career moves to new motherhood. Sign in to browse groups, join the ones that fit and start your own."
      />
    );
  }
  return <GroupList />;
}

function PrivacyBadge({ isPrivate }: { isPrivate: boolean }) {
  return isPrivate ? (
    <Badge variant="light" color="gray" leftSection={<IconLock size={12} aria-hidden />}>
      Private
    </Badge>
  ) : (
    <Badge variant="light" color="sage" leftSection={<IconWorld size={12} aria-hidden />}>
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
          <Badge variant="outline" color="plum">
            {group.category}
          </Badge>
          {group.is_member && <Badge color="plum">Joined</Badge>}
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

function GroupList() {
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
  const [creating, setCreating] = useState(false);
  // Mounted from the first opening on, so that closing it animates like any dialog.
  const [opened, setOpened] = useState(false);
  // A page past the end is as empty as a search that matches nothing.
  const filtered = Boolean(filters.search || filters.category || filters.page);
  const groups = useQuery({
    ...groupListQuery(trpc, filters),
    placeholderData: keepPreviousData,
  });
  const pages = Math.max(1, Math.ceil((groups.data?.total ?? 0) / PAGE_SIZES.groups));

  return (
    <>
      <PageHeader
        title="Community"
        subtitle="Find your people: groups for careers, health, parenting, travel and everything between."
      >
        <Button
          mt="lg"
          color="coral"
          leftSection={<IconPlus size={18} aria-hidden />}
          onClick={() => {
            setOpened(true);
            setCreating(true);
          }}
        >
          Create Group
        </Button>
      </PageHeader>
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
          <SimpleGrid
            cols={{ base: 1, sm: 2, lg: 3 }}
            spacing="lg"
            role="status"
            aria-busy="true"
            aria-label="Loading groups"
          >
            {[0, 1, 2, 3, 4, 5].map((i) => (
              <Skeleton key={i} h={230} radius="lg" />
            ))}
          </SimpleGrid>
        ) : groups.isError ? (
          <Alert color="red" variant="light" role="alert">
            Error loading groups: {errorMessage(groups.error)}
            <Button
              variant="subtle"
              size="compact-sm"
              ml="sm"
              onClick={() => void groups.refetch()}
            >
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
      {opened && (
        <Suspense fallback={null}>
          <CreateGroupDialog opened={creating} onClose={() => setCreating(false)} />
        </Suspense>
      )}
    </>
  );
}
