import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconCalendar, IconClock, IconMapPin, IconUsers } from '@tabler/icons-react';
import type { inferOutput } from '@trpc/tanstack-react-query';
import { ButtonLink } from '../../components/ButtonLink.tsx';
import type { trpc } from '../../lib/trpc.ts';
import { eventWhen, rsvpLabel } from './event-format.ts';
import { AnchorLink } from '../../components/AnchorLink.tsx';
import { useHydrated } from '../../lib/use-hydrated.ts';

export type EventItem = inferOutput<typeof trpc.events.get>['event'];

export function goingText(e: Pick<EventItem, 'going_count' | 'capacity'>): string {
  return e.capacity === null
    ? `${e.going_count.toLocaleString('en-US')} going`
    : `${e.going_count.toLocaleString('en-US')} of ${e.capacity.toLocaleString('en-US')} going`;
}

/** One event in the list: what, when (in the reader's time zone), where, who is going, and RSVP. */
export function EventCard({ e, signedIn }: { e: EventItem; signedIn: boolean }) {
  // The server does not know the reader's zone or language: a page it rendered shows UTC, which
  // the browser then replaces with her own once it has hydrated the same text.
  const when = useHydrated()
    ? eventWhen(e.starts_at, e.ends_at)
    : eventWhen(e.starts_at, e.ends_at, 'en-US', 'UTC');
  const full = e.capacity !== null && e.going_count >= e.capacity;
  return (
    <Card
      component="article"
      style={
        e.featured
          ? { outline: '2px solid var(--mantine-color-coral-6)', outlineOffset: 2 }
          : undefined
      }
    >
      <Stack gap={6} h="100%">
        <Group justify="space-between" wrap="nowrap">
          <Badge>{e.category}</Badge>
          {e.featured && <Badge color="coral">Featured Event</Badge>}
        </Group>
        <Title order={2} fz="lg">
          <AnchorLink to="/events/$eventId" params={{ eventId: e.id }} c="inherit">
            {e.title}
          </AnchorLink>
        </Title>
        <Text size="sm" c="dimmed" lineClamp={3}>
          {e.description}
        </Text>
        <Stack gap={2} c="dimmed">
          <Group gap={6} wrap="nowrap">
            <IconCalendar size={14} aria-hidden />
            <Text size="sm">{when.date}</Text>
          </Group>
          <Group gap={6} wrap="nowrap">
            <IconClock size={14} aria-hidden />
            <Text size="sm">{when.time}</Text>
          </Group>
          <Group gap={6} wrap="nowrap">
            <IconMapPin size={14} aria-hidden />
            <Text size="sm">{e.area}</Text>
          </Group>
          <Group gap={6} wrap="nowrap">
            <IconUsers size={14} aria-hidden />
            <Text size="sm">
              {goingText(e)}
              {full ? ' · full, waitlist open' : ''}
            </Text>
          </Group>
        </Stack>
        {e.my_rsvp && (
          <Text size="sm" fw={600} c="plum.8">
            {rsvpLabel(e.my_rsvp.status, e.my_rsvp.waitlist_position)}
          </Text>
        )}
        <Group justify="space-between" mt="auto" pt="xs">
          <Text fw={700}>{e.price_label ?? 'Free'}</Text>
          {signedIn ? (
            <ButtonLink
              to="/events/$eventId"
              params={{ eventId: e.id }}
              color="plum"
              aria-label={`${e.my_rsvp ? 'View' : 'RSVP'}: ${e.title}`}
            >
              {e.my_rsvp ? 'View' : 'RSVP'}
            </ButtonLink>
          ) : (
            <ButtonLink
              to="/sign-in"
              search={{ redirect: `/events/${e.id}` }}
              aria-label={`Sign in to RSVP: ${e.title}`}
            >
              Sign in to RSVP
            </ButtonLink>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
