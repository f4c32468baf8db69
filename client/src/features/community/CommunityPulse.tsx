import {
  Badge,
  Box,
  Card,
  Container,
  Group,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { IconCalendarEvent, IconFlame, IconMessages, IconUsers } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { trpc } from '../../lib/trpc.ts';
import { relativeTime, shortDate } from '../../lib/dates.ts';
import { upcomingEventsQuery } from '../home/queries.ts';

/** Home's Community pulse: three groups as Hot Discussions, the next events, and the community's size. */
export function CommunityPulse() {
  const pulse = useQuery(trpc.community.pulse.queryOptions());
  // The events table's next events (issue 36), each opening its page.
  const events = useQuery(upcomingEventsQuery(trpc));
  const navigate = useNavigate();

  return (
    <Box
      component="section"
      py={64}
      aria-labelledby="pulse-heading"
      style={{ background: 'light-dark(var(--mantine-color-gray-0), var(--mantine-color-dark-8))' }}
    >
      <Container>
        <Group justify="space-between" align="flex-end" mb="lg" wrap="wrap">
          <div>
            <Title order={2} id="pulse-heading" fz={32}>
              Community pulse
            </Title>
            <Text c="dimmed">What members are talking about right now.</Text>
          </div>
          {pulse.data && (
            <Group gap="lg">
              <Group gap={6}>
                <IconMessages size={18} aria-hidden />
                <Text fw={600}>{pulse.data.total_groups.toLocaleString('en-US')} groups</Text>
              </Group>
              <Group gap={6}>
                <IconUsers size={18} aria-hidden />
                <Text fw={600}>{pulse.data.total_members.toLocaleString('en-US')} members</Text>
              </Group>
            </Group>
          )}
        </Group>
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
          <Stack gap="sm" style={{ gridColumn: 'span 2' }}>
            <Title order={3} fz="lg">
              Hot Discussions
            </Title>
            {pulse.isPending ? (
              <Text c="dimmed">Loading communities...</Text>
            ) : pulse.isError ? (
              <Text c="red.7">Error loading communities</Text>
            ) : pulse.data.groups.length === 0 ? (
              <Text c="dimmed">No communities available yet.</Text>
            ) : (
              pulse.data.groups.map((group, index) => {
                // The spec: hot when it has more than 2 members, or it is the first.
                const hot = group.member_count > 2 || index === 0;
                return (
                  <UnstyledButton
                    key={group.id}
                    onClick={() => void navigate({ to: '/community' })}
                  >
                    <Card padding="md">
                      <Group justify="space-between" wrap="nowrap" align="flex-start">
                        <div style={{ minWidth: 0 }}>
                          <Group gap="xs">
                            <Text fw={600}>{group.name}</Text>
                            {hot && (
                              <Badge
                                color="coral"
                                leftSection={<IconFlame size={12} aria-hidden />}
                              >
                                Hot
                              </Badge>
                            )}
                          </Group>
                          <Text size="sm" c="dimmed">
                            Started by {group.creator_name ?? 'Community Admin'} ·{' '}
                            {group.member_count} {group.member_count === 1 ? 'member' : 'members'} ·{' '}
                            {group.category}
                          </Text>
                        </div>
                        <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                          {relativeTime(group.created_at)}
                        </Text>
                      </Group>
                    </Card>
                  </UnstyledButton>
                );
              })
            )}
          </Stack>
          <Stack gap="sm">
            <Title order={3} fz="lg">
              Upcoming events
            </Title>
            {events.isError ? (
              <Text c="red.7">Events could not be loaded.</Text>
            ) : events.data?.events.length === 0 ? (
              <Text c="dimmed">No upcoming events yet.</Text>
            ) : (
              events.data?.events.map((event) => (
                <Card key={event.id} padding="md" component={Link} to={`/events/${event.id}`}>
                  <Group gap="sm" wrap="nowrap" align="flex-start">
                    <ThemeIcon variant="light" size={36} radius="md">
                      <IconCalendarEvent size={20} aria-hidden />
                    </ThemeIcon>
                    <div>
                      <Text fw={600} size="sm">
                        {event.title}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {shortDate(event.starts_at)} · {event.area}
                      </Text>
                    </div>
                  </Group>
                </Card>
              ))
            )}
          </Stack>
        </SimpleGrid>
      </Container>
    </Box>
  );
}
