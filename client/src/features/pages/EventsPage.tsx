import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconCalendar, IconClock, IconMapPin, IconUsers } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { EVENTS, EVENTS_PAGE } from '../../content/pages.ts';
import { ListingLayout } from './ListingLayout.tsx';
import { count, dateOf } from './listing-format.ts';

export function EventsPage() {
  usePageTitle(EVENTS_PAGE.title);
  return (
    <ListingLayout page={EVENTS_PAGE}>
      {EVENTS.map((e) => (
        <Card
          key={e.id}
          component="article"
          style={
            e.featured
              ? { outline: '2px solid var(--mantine-color-coral-6)', outlineOffset: 2 }
              : undefined
          }
        >
          <Stack gap={6}>
            <Group justify="space-between">
              <Badge variant="light">{e.category}</Badge>
              {e.featured && <Badge color="coral">Featured Event</Badge>}
            </Group>
            <Title order={2} fz="lg">
              {e.title}
            </Title>
            <Text size="sm" c="dimmed">
              {e.description}
            </Text>
            <Stack gap={2} c="dimmed">
              <Group gap={6}>
                <IconCalendar size={14} aria-hidden />
                <Text size="sm">{dateOf(e.date)}</Text>
              </Group>
              <Group gap={6}>
                <IconClock size={14} aria-hidden />
                <Text size="sm">{e.time}</Text>
              </Group>
              <Group gap={6}>
                <IconMapPin size={14} aria-hidden />
                <Text size="sm">{e.location}</Text>
              </Group>
              <Group gap={6}>
                <IconUsers size={14} aria-hidden />
                <Text size="sm">{count(e.attendees)} attending</Text>
              </Group>
            </Stack>
            <Text size="sm">
              <strong>Speakers:</strong> {e.speakers.slice(0, 2).join(', ')}
              {e.speakers.length > 2 ? ', …' : ''}
            </Text>
            <Group justify="space-between" mt="xs">
              <Text fw={700}>{e.price}</Text>
              <Button
                component={Link}
                to="/sign-in"
                color={e.price === 'Free' ? 'plum' : 'coral'}
                aria-label={`${e.price === 'Free' ? 'Register Free' : 'Get Tickets'}: ${e.title}`}
              >
                {e.price === 'Free' ? 'Register Free' : 'Get Tickets'}
              </Button>
            </Group>
          </Stack>
        </Card>
      ))}
    </ListingLayout>
  );
}
