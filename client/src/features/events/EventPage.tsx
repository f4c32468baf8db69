import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Container,
  Grid,
  Group,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import {
  IconCalendar,
  IconCalendarPlus,
  IconClock,
  IconMicrophone,
  IconLink,
  IconMapPin,
  IconUser,
  IconUsers,
  IconWorld,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { useSession } from '../../lib/auth.ts';
import { isNotFound } from '../../lib/errors.ts';
import { trpc } from '../../lib/trpc.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { AttendeesCard } from './AttendeesCard.tsx';
import { ManageEvent } from './ManageEvent.tsx';
import { AnchorLink } from '../../components/AnchorLink.tsx';
import { downloadCalendarFile } from './calendar-file.ts';
import { goingText, type EventItem } from './EventCard.tsx';
import { eventQuery } from './queries.ts';
import { eventTimes, hersBeside } from './event-format.ts';
import { useKnownZone } from '../../lib/dates.ts';
import { RsvpControl } from './RsvpControl.tsx';
import { MemberName } from '../members/MemberName.tsx';

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      <Text c="dimmed" mt={2} aria-hidden>
        {icon}
      </Text>
      <div style={{ minWidth: 0 }}>
        <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
          {label}
        </Text>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {children}
        </Text>
      </div>
    </Group>
  );
}

function Place({ e }: { e: EventItem }) {
  if (!e.location && !e.online_url)
    return (
      <>
        {e.area}
        <Text span size="xs" c="dimmed" display="block">
          The exact place{e.is_online ? ' and the link' : ''} show here once you are going.
        </Text>
      </>
    );
  return (
    <>
      {e.location ?? e.area}
      {e.online_url && (
        <Anchor href={e.online_url} target="_blank" rel="noopener noreferrer" display="block">
          <IconLink size={14} aria-hidden /> Join online
        </Anchor>
      )}
    </>
  );
}

/** /events/{id}: the event in the reader's time zone, RSVP, calendar file, and for organisers the attendees. */
export function EventPage({ id }: { id: number }) {
  const session = useSession();
  const query = useQuery(eventQuery(trpc, id));
  const e = query.data?.event;
  const zone = useKnownZone();
  usePageTitle(e?.title ?? 'Event');

  if (query.isError) {
    const missing = isNotFound(query.error);
    return (
      <Container py="xl">
        <Alert color={missing ? 'gray' : 'red'} variant="light">
          {missing
            ? 'This event does not exist, or it belongs to a group you are not in.'
            : 'The event could not be loaded. Please try again.'}
        </Alert>
        <Anchor component={Link} to="/events" mt="md" display="block">
          All events
        </Anchor>
      </Container>
    );
  }
  if (!e)
    return (
      <Container py="xl">
        <Skeleton h={40} w="60%" mb="md" />
        <Skeleton h={240} />
      </Container>
    );

  const when = eventTimes(e, zone);
  const beside = hersBeside(when);
  return (
    <Container py="xl">
      <Anchor component={Link} to="/events" size="sm">
        ← All events
      </Anchor>
      <Group gap="xs" mt="md">
        <Badge>{e.category}</Badge>
        {e.featured && <Badge color="coral">Featured Event</Badge>}
        {e.cancelled_at && <Badge color="red">Cancelled</Badge>}
      </Group>
      <Title order={1} mt="xs" fz={{ base: 28, sm: 36 }}>
        {e.title}
      </Title>
      {e.group && (
        <Text c="dimmed" mt={4}>
          In{' '}
          <AnchorLink to="/community/group/$groupId" params={{ groupId: e.group.id }}>
            {e.group.name}
          </AnchorLink>
        </Text>
      )}
      <Grid mt="lg" gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="lg">
            <Card>
              <Text style={{ whiteSpace: 'pre-wrap' }}>{e.description}</Text>
            </Card>
            {e.can_manage && <ManageEvent e={e} canFeature={session?.user.role === 'admin'} />}
            {e.can_manage && <AttendeesCard eventId={e.id} />}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Card component="aside" aria-label="Event details">
            <Stack gap="md">
              <Fact icon={<IconCalendar size={16} />} label="Date">
                {when.date}
              </Fact>
              <Fact
                icon={<IconClock size={16} />}
                label={when.where === 'there' ? 'Time (where it happens)' : 'Time (your time zone)'}
              >
                {when.time}
              </Fact>
              {!e.is_online && (
                // Hers is known once the page has hydrated: its room is kept until then, so
                // nothing below it moves.
                <Fact icon={<IconWorld size={16} />} label="Your time">
                  <span style={{ display: 'block', minHeight: '2lh' }}>
                    {zone === null ? '' : (beside ?? 'The same as where it happens')}
                  </span>
                </Fact>
              )}
              <Fact icon={<IconMapPin size={16} />} label="Where">
                <Place e={e} />
              </Fact>
              {e.organiser && (
                <Fact icon={<IconUser size={16} />} label="Organiser">
                  <MemberName user={e.organiser} />
                </Fact>
              )}
              {e.speakers.length > 0 && (
                <Fact icon={<IconMicrophone size={16} />} label="Speakers">
                  {e.speakers.join(', ')}
                </Fact>
              )}
              <Fact icon={<IconUsers size={16} />} label="Attending">
                {goingText(e)}
                {e.waitlist_count > 0 && ` · ${e.waitlist_count} on the waitlist`}
              </Fact>
              <Text fw={700}>{e.price_label ?? 'Free'}</Text>
              <RsvpControl e={e} signedIn={!!session} />
              <Button
                variant="subtle"
                leftSection={<IconCalendarPlus size={16} aria-hidden />}
                onClick={() => void downloadCalendarFile(e.id)}
              >
                Add to calendar
              </Button>
            </Stack>
          </Card>
        </Grid.Col>
      </Grid>
    </Container>
  );
}
