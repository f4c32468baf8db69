import { Card, Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { MemberHome as Home } from '@hercircle/shared';
import { trpc } from '../../lib/trpc.ts';
import { AnchorLink } from '../../components/AnchorLink.tsx';
import { ButtonLink } from '../../components/ButtonLink.tsx';
import { rsvpLabel } from '../events/event-format.ts';

// In the event's own time zone and one locale, so the server's HTML and the browser's agree.
const when = (e: Home['events'][number]) =>
  new Date(e.starts_at).toLocaleString('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: e.timezone,
    timeZoneName: 'short',
  });

const newPosts = (n: number) =>
  n === 0 ? 'Nothing new this week' : `${n} new ${n === 1 ? 'post' : 'posts'} this week`;

function Groups({ groups }: { groups: Home['groups'] }) {
  return (
    <Card withBorder component="section" aria-labelledby="home-groups-heading">
      <Title order={2} fz="lg" id="home-groups-heading" mb="sm">
        Your groups
      </Title>
      {groups.length === 0 ? (
        <Text size="sm" c="dimmed">
          You have not joined a group yet.{' '}
          <AnchorLink to="/community" underline="always">
            Find your people
          </AnchorLink>
        </Text>
      ) : (
        <Stack component="ul" gap="xs" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {groups.map((g) => (
            <li key={g.id}>
              <AnchorLink
                to="/community/group/$groupId"
                params={{ groupId: g.id }}
                fw={600}
                style={{ overflowWrap: 'anywhere' }}
              >
                {g.name}
              </AnchorLink>
              <Text size="sm" c="dimmed">
                {newPosts(g.new_posts)}
              </Text>
            </li>
          ))}
        </Stack>
      )}
    </Card>
  );
}

function Events({ events }: { events: Home['events'] }) {
  return (
    <Card withBorder component="section" aria-labelledby="home-events-heading">
      <Title order={2} fz="lg" id="home-events-heading" mb="sm">
        Your next events
      </Title>
      {events.length === 0 ? (
        <Text size="sm" c="dimmed">
          Nothing planned yet.{' '}
          <AnchorLink to="/events" underline="always">
            See what’s on
          </AnchorLink>
        </Text>
      ) : (
        <Stack component="ul" gap="xs" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {events.map((e) => (
            <li key={e.id}>
              <AnchorLink
                to="/events/$eventId"
                params={{ eventId: e.id }}
                fw={600}
                style={{ overflowWrap: 'anywhere' }}
              >
                {e.title}
              </AnchorLink>
              <Text size="sm" c="dimmed">
                {when(e)} · {e.area}
                {e.my_status && ` · ${rsvpLabel(e.my_status, null)}`}
              </Text>
            </li>
          ))}
        </Stack>
      )}
    </Card>
  );
}

/**
 * The top of a signed-in member's home: a welcome (a new member is welcomed, a returning one
 * welcomed back, as the server says), her groups with what is new there, and her next events.
 */
export function MemberHome() {
  const home = useQuery(trpc.home.mine.queryOptions());
  if (!home.data) return null;
  const { first_name, returning, groups, events } = home.data;
  return (
    <Container component="section" py="xl" aria-labelledby="member-home-heading">
      <Stack gap="md">
        <div>
          <Title order={2} fz={{ base: 24, sm: 28 }} id="member-home-heading">
            {returning ? `Welcome back, ${first_name}` : `Welcome, ${first_name}`}
          </Title>
          {!returning && (
            <Text c="dimmed" mt={4}>
              We’re glad you’re here. Your first steps are waiting in{' '}
              <AnchorLink to="/community" underline="always">
                Community
              </AnchorLink>
              .
            </Text>
          )}
        </div>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Groups groups={groups} />
          <Events events={events} />
        </SimpleGrid>
        {groups.length > 0 && (
          <div>
            <ButtonLink to="/community" variant="light" size="sm">
              All groups
            </ButtonLink>
          </div>
        )}
      </Stack>
    </Container>
  );
}
