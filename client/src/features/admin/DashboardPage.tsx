import {
  Alert,
  Button,
  Card,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import {
  IconBook,
  IconClipboardCheck,
  IconEye,
  IconFlag,
  IconPlus,
  IconUserPlus,
  IconUsers,
  IconUsersGroup,
} from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { trpc } from '../../lib/trpc.ts';
import { ButtonLink } from '../../components/ButtonLink.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { ActivityChart } from './ActivityChart.tsx';
import { AdminPage } from './AdminPage.tsx';
import { StatusBadge } from './StatusBadge.tsx';

function StatCard({
  label,
  value,
  change,
  icon: Icon,
  to,
}: {
  label: string;
  value: number | undefined;
  change: string;
  icon: typeof IconUsers;
  /** Where the card leads (the whole card is the link). */
  to?: '/admin/reports';
}) {
  const body = (
    <Group justify="space-between" align="flex-start" wrap="nowrap">
      <div>
        <Text size="sm" c="dimmed" fw={500}>
          {label}
        </Text>
        {value === undefined ? (
          <Skeleton h={34} w={80} mt={6} />
        ) : (
          <Text fz={32} fw={700} lh={1.2} mt={4}>
            {value.toLocaleString('en-US')}
          </Text>
        )}
        <Text size="xs" c="dimmed" mt={4}>
          {change}
        </Text>
      </div>
      <ThemeIcon variant="light" size={44} radius="md">
        <Icon size={24} aria-hidden />
      </ThemeIcon>
    </Group>
  );
  return to ? (
    <Card component={Link} to={to} padding="lg">
      {body}
    </Card>
  ) : (
    <Card padding="lg">{body}</Card>
  );
}

export function DashboardPage() {
  const stats = useQuery(trpc.admin.stats.queryOptions());
  const recent = useQuery(trpc.admin.recentActivity.queryOptions());
  const activity = useQuery(trpc.admin.activity.queryOptions());
  const s = stats.data;

  return (
    <AdminPage
      title="Dashboard"
      description="The last 30 days at a glance."
      actions={
        <>
          <Button
            component={Link}
            to="/admin/users/new"
            variant="default"
            leftSection={<IconUserPlus size={16} aria-hidden />}
          >
            Add User
          </Button>
          <Button
            component={Link}
            to="/admin/stories/new"
            leftSection={<IconPlus size={16} aria-hidden />}
          >
            New Story
          </Button>
        </>
      }
    >
      {stats.isError && (
        <Alert color="red" variant="light">
          {errorMessage(stats.error)}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, xs: 2, lg: 5 }} spacing="lg">
        <StatCard
          label="Total Users"
          value={s?.total_users}
          change={`+${s?.recent_activity.new_users ?? 0} from last month`}
          icon={IconUsers}
        />
        <StatCard
          label="Active Communities"
          value={s?.active_communities}
          change={`+${s?.recent_activity.new_communities ?? 0} from last month`}
          icon={IconUsersGroup}
        />
        <StatCard
          label="Published Stories"
          value={s?.published_stories}
          change={`+${s?.recent_activity.new_stories ?? 0} from last month`}
          icon={IconBook}
        />
        <StatCard
          label="Pending Reviews"
          value={s?.pending_reviews}
          change="New"
          icon={IconClipboardCheck}
        />
        <StatCard
          label="Open Reports"
          value={s?.open_reports}
          change="Waiting for a moderator"
          icon={IconFlag}
          to="/admin/reports"
        />
      </SimpleGrid>

      <Card>
        <Title order={2} fz="lg" mb="md">
          Sign-ups and new stories, last 30 days
        </Title>
        {activity.isPending ? (
          <Skeleton h={260} />
        ) : activity.isError ? (
          <Alert color="red" variant="light">
            {errorMessage(activity.error)}
          </Alert>
        ) : (
          <ActivityChart days={activity.data.days} />
        )}
      </Card>

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Card>
          <Group justify="space-between" mb="sm">
            <Title order={2} fz="lg">
              Recent Users
            </Title>
            <Button component={Link} to="/admin/users" variant="subtle" size="xs">
              All users
            </Button>
          </Group>
          <Stack gap="xs">
            {recent.isPending && [0, 1, 2].map((i) => <Skeleton key={i} h={36} />)}
            {recent.data?.users.length === 0 && (
              <Text c="dimmed" size="sm">
                No members yet.
              </Text>
            )}
            {recent.data?.users.map((u) => (
              <Group key={u.id} justify="space-between" wrap="nowrap">
                <div style={{ minWidth: 0 }}>
                  <Text size="sm" fw={600} truncate>
                    {u.name}
                  </Text>
                  <Text size="xs" c="dimmed" truncate>
                    {u.email}
                  </Text>
                </div>
                <ButtonLink
                  to="/admin/users/$id"
                  params={{ id: u.id }}
                  variant="light"
                  size="xs"
                  leftSection={<IconEye size={14} aria-hidden />}
                  aria-label={`View ${u.name}`}
                  // A long title is cut short, never the button.
                  style={{ flexShrink: 0 }}
                >
                  View
                </ButtonLink>
              </Group>
            ))}
          </Stack>
        </Card>
        <Card>
          <Group justify="space-between" mb="sm">
            <Title order={2} fz="lg">
              Recent Stories
            </Title>
            <Button component={Link} to="/admin/stories" variant="subtle" size="xs">
              All stories
            </Button>
          </Group>
          <Stack gap="xs">
            {recent.isPending && [0, 1, 2].map((i) => <Skeleton key={i} h={36} />)}
            {recent.data?.stories.length === 0 && (
              <Text c="dimmed" size="sm">
                No stories yet. Write the first one.
              </Text>
            )}
            {recent.data?.stories.map((story) => (
              <Group key={story.id} justify="space-between" wrap="nowrap">
                <div style={{ minWidth: 0 }}>
                  <Text size="sm" fw={600} truncate>
                    {story.title}
                  </Text>
                  <Group gap={6} wrap="nowrap">
                    <StatusBadge value={story.status} />
                    <Text size="xs" c="dimmed" truncate>
                      {story.author_name}
                    </Text>
                  </Group>
                </div>
                <ButtonLink
                  to="/admin/stories/$id"
                  params={{ id: story.id }}
                  variant="light"
                  size="xs"
                  leftSection={<IconEye size={14} aria-hidden />}
                  aria-label={`View ${story.title}`}
                  // A long title is cut short, never the button.
                  style={{ flexShrink: 0 }}
                >
                  View
                </ButtonLink>
              </Group>
            ))}
          </Stack>
        </Card>
      </SimpleGrid>

      <Card>
        <Title order={2} fz="lg" mb="sm">
          Quick actions
        </Title>
        <Group gap="sm">
          <Button
            component={Link}
            to="/admin/users/new"
            variant="default"
            leftSection={<IconUserPlus size={16} aria-hidden />}
          >
            Add a user
          </Button>
          <Button
            component={Link}
            to="/admin/stories/new"
            variant="default"
            leftSection={<IconBook size={16} aria-hidden />}
          >
            Write a story
          </Button>
          <Button
            component={Link}
            to="/admin/communities/new"
            variant="default"
            leftSection={<IconUsersGroup size={16} aria-hidden />}
          >
            Start a community
          </Button>
        </Group>
      </Card>
    </AdminPage>
  );
}
