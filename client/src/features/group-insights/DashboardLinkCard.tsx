import { Card, Stack, Text, Title } from '@mantine/core';
import { IconChartBar } from '@tabler/icons-react';
import { ButtonLink } from '../../components/ButtonLink.tsx';

/** On the group page, for its admins: the way to the group's dashboard. */
export function DashboardLinkCard({ groupId }: { groupId: number }) {
  return (
    <Card>
      <Stack gap="sm">
        <Title order={2} fz="lg">
          Group dashboard
        </Title>
        <Text size="sm" c="dimmed">
          Members over time, this week’s activity, requests and reports.
        </Text>
        <ButtonLink
          to="/community/group/$groupId/insights"
          params={{ groupId }}
          variant="light"
          leftSection={<IconChartBar size={16} aria-hidden />}
          style={{ alignSelf: 'flex-start' }}
        >
          Open the dashboard
        </ButtonLink>
      </Stack>
    </Card>
  );
}
