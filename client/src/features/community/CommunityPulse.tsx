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
import { useDates } from '../../lib/dates.ts';
import { upcomingEventsQuery } from '../home/queries.ts';
import { Trans } from 'react-i18next';
import { useTexts } from '../../i18n/texts.ts';
import { homeTexts } from '../../i18n/areas/home.ts';

/** Home's Community pulse: three groups as Hot Discussions, the next events, and the community's size. */
export function CommunityPulse() {
  const pulse = useQuery(trpc.community.pulse.queryOptions());
  // The events table's next events (issue 36), each opening its page.
  const events = useQuery(upcomingEventsQuery(trpc));
  const navigate = useNavigate();
  const { t } = useTexts(homeTexts);
  const { relativeTime, shortDate } = useDates();

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
              {t('pulse.title')}
            </Title>
            <Text c="dimmed">{t('pulse.subtitle')}</Text>
          </div>
          {pulse.data && (
            <Group gap="lg">
              <Group gap={6}>
                <IconMessages size={18} aria-hidden />
                <Text fw={600}>{t('pulse.groupCount', { count: pulse.data.total_groups })}</Text>
              </Group>
              <Group gap={6}>
                <IconUsers size={18} aria-hidden />
                <Text fw={600}>{t('pulse.memberCount', { count: pulse.data.total_members })}</Text>
              </Group>
            </Group>
          )}
        </Group>
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
          <Stack gap="sm" style={{ gridColumn: 'span 2' }}>
            <Title order={3} fz="lg">
              {t('pulse.hotDiscussions')}
            </Title>
            {pulse.isPending ? (
              <Text c="dimmed">{t('pulse.loading')}</Text>
            ) : pulse.isError ? (
              <Text c="var(--hc-danger-text)">{t('pulse.error')}</Text>
            ) : pulse.data.groups.length === 0 ? (
              <Text c="dimmed">{t('pulse.empty')}</Text>
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
                            <Text fw={600} dir="auto">
                              {group.name}
                            </Text>
                            {hot && (
                              <Badge
                                color="coral"
                                leftSection={<IconFlame size={12} aria-hidden />}
                              >
                                {t('pulse.hot')}
                              </Badge>
                            )}
                          </Group>
                          <Text size="sm" c="dimmed">
                            <Trans
                              t={t}
                              i18nKey="pulse.startedBy"
                              values={{
                                name: group.creator_name ?? t('pulse.communityAdmin'),
                              }}
                              components={{ name: <bdi /> }}
                            />{' '}
                            · {t('pulse.memberCount', { count: group.member_count })} ·{' '}
                            <bdi>{group.category}</bdi>
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
              {t('pulse.upcoming')}
            </Title>
            {events.isError ? (
              <Text c="var(--hc-danger-text)">{t('pulse.eventsError')}</Text>
            ) : events.data?.events.length === 0 ? (
              <Text c="dimmed">{t('pulse.eventsEmpty')}</Text>
            ) : (
              events.data?.events.map((event) => (
                <Card key={event.id} padding="md" component={Link} to={`/events/${event.id}`}>
                  <Group gap="sm" wrap="nowrap" align="flex-start">
                    <ThemeIcon variant="light" size={36} radius="md">
                      <IconCalendarEvent size={20} aria-hidden />
                    </ThemeIcon>
                    <div>
                      <Text fw={600} size="sm" dir="auto">
                        {event.title}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {shortDate(event.starts_at)} · <bdi>{event.area}</bdi>
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
