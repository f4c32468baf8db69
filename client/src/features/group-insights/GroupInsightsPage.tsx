import {
  Alert,
  Card,
  Container,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { Group as GroupData, GroupInsights } from '@hercircle/shared';
import { PageHeader } from '../../components/PageHeader.tsx';
import { ButtonLink } from '../../components/ButtonLink.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { trpc } from '../../lib/trpc.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { countText } from './count-text.ts';
import { MembersChart } from './MembersChart.tsx';

/** The figures at the top, in the order a leader reads them. */
function figuresOf(insights: GroupInsights, group: GroupData): [string, string][] {
  return [
    ['Members', countText(insights.members)],
    ['Active members this week', countText(insights.active_members_week)],
    ['Posts this week', countText(insights.posts_week)],
    ['Replies this week', countText(insights.replies_week)],
    // A public group has no requests to join.
    ...(group.is_private
      ? [['Requests waiting', countText(insights.pending_requests)] as [string, string]]
      : []),
    ['Open reports', countText(insights.open_reports)],
  ];
}

/**
 * /community/group/{id}/insights: a group's dashboard for its admins. Counts of people under 5
 * arrive as "fewer than 5" and are shown as such.
 */
export function GroupInsightsPage({ groupId }: { groupId: number }) {
  const group = useQuery(trpc.community.get.queryOptions({ id: groupId }));
  const insights = useQuery(trpc.community.insights.queryOptions({ id: groupId }));
  usePageTitle(group.data ? `Dashboard: ${group.data.group.name}` : 'Group dashboard');
  const error = group.error ?? insights.error;
  return (
    <>
      <PageHeader title="Group dashboard" subtitle={group.data?.group.name}>
        <ButtonLink
          to="/community/group/$groupId"
          params={{ groupId }}
          variant="subtle"
          size="compact-sm"
          leftSection={<IconArrowLeft size={14} aria-hidden />}
          mt="sm"
        >
          Back to the group
        </ButtonLink>
      </PageHeader>
      <Container py={{ base: 'lg', sm: 48 }}>
        {error ? (
          <Alert color="red" variant="light" role="alert" title="The dashboard could not be shown">
            {errorMessage(error)}
          </Alert>
        ) : !group.data || !insights.data ? (
          <Stack gap="md" role="status" aria-busy="true" aria-label="Loading the dashboard">
            <Skeleton h={96} />
            <Skeleton h={320} />
          </Stack>
        ) : (
          <Dashboard insights={insights.data.insights} group={group.data.group} />
        )}
      </Container>
    </>
  );
}

function Dashboard({ insights, group }: { insights: GroupInsights; group: GroupData }) {
  return (
    <Stack gap="xl">
      <SimpleGrid component="dl" cols={{ base: 2, sm: 3 }} spacing="md" m={0}>
        {figuresOf(insights, group).map(([label, value]) => (
          <Paper key={label} withBorder p="md" radius="md">
            <Text component="dt" size="sm" c="dimmed">
              {label}
            </Text>
            {/* "fewer than 5" a size down, so that it fits a phone's half-width card. */}
            <Text component="dd" fz={/^\d/.test(value) ? 24 : 20} fw={600} ff="heading" m={0}>
              {value}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
      <Card>
        <Stack gap="md">
          <div>
            <Title order={2} fz="lg">
              Members over time
            </Title>
            <Text size="sm" c="dimmed">
              Members at the end of each week, counted from today’s members by when they joined.
            </Text>
          </div>
          <MembersChart weeks={insights.members_by_week} />
        </Stack>
      </Card>
      <Text size="sm" c="dimmed">
        “This week” is the last 7 days. A count of people under 5 reads “fewer than 5”, so that
        nobody can be picked out of a small number.
      </Text>
    </Stack>
  );
}
