import {
  Alert,
  Button,
  Group,
  Pagination,
  SimpleGrid,
  Skeleton,
  Text,
  Container,
} from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { PageHeader } from '../../components/PageHeader.tsx';
import { EVENTS_PAGE } from '../../content/events.ts';
import { useSession } from '../../lib/auth.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { trpc } from '../../lib/trpc.ts';
import { CallToAction } from '../pages/CallToAction.tsx';
import { EventCard } from './EventCard.tsx';
import {
  EVENT_CHIPS,
  EVENTS_PAGE_SIZE,
  eventsQuery,
  type EventFilter,
  type EventsSearch,
} from './queries.ts';

const FILTERS: { value: EventFilter; label: string; members?: boolean }[] = [
  { value: 'online', label: 'Online' },
  { value: 'in_person', label: 'In person' },
  { value: 'week', label: 'This week' },
  { value: 'mine', label: 'My events', members: true },
];

function Chip({
  active,
  onClick,
  children,
}: {
  active: boolean;
  onClick: () => void;
  children: string;
}) {
  return (
    <Button
      size="compact-md"
      radius="xl"
      variant={active ? 'filled' : 'light'}
      aria-pressed={active}
      onClick={onClick}
    >
      {children}
    </Button>
  );
}

/**
 * /events and /community/events: upcoming events from the server, soonest first. The spec's
 * category chips (one at a time, All for none) combine with one of Online, In person, This week
 * or My events, which a second press turns off.
 */
export function EventsPage({
  search,
  path,
}: {
  search: EventsSearch;
  path: '/events' | '/community/events';
}) {
  usePageTitle(EVENTS_PAGE.title);
  const session = useSession();
  const navigate = useNavigate();
  const list = useQuery(eventsQuery(trpc, search));
  const go = (next: EventsSearch) => void navigate({ to: path, search: next });
  const pages = Math.ceil((list.data?.total ?? 0) / EVENTS_PAGE_SIZE);
  const filters = FILTERS.filter((f) => !f.members || session);
  return (
    <>
      <PageHeader title={EVENTS_PAGE.title} subtitle={EVENTS_PAGE.subtitle} />
      <Container py={48}>
        <Group gap="xs" mb="lg" align="center">
          <Group gap="xs" role="group" aria-label="Category">
            <Chip active={!search.category} onClick={() => go({ show: search.show })}>
              All
            </Chip>
            {EVENT_CHIPS.map((category) => (
              <Chip
                key={category}
                active={search.category === category}
                onClick={() => go({ category, show: search.show })}
              >
                {category}
              </Chip>
            ))}
          </Group>
          <Group gap="xs" role="group" aria-label="Show events">
            {filters.map((f) => {
              const active = search.show === f.value;
              return (
                <Chip
                  key={f.value}
                  active={active}
                  onClick={() =>
                    go({ category: search.category, show: active ? undefined : f.value })
                  }
                >
                  {f.label}
                </Chip>
              );
            })}
          </Group>
        </Group>
        {list.isError && (
          <Alert color="red" variant="light" mb="lg">
            Events could not be loaded. Please try again.
          </Alert>
        )}
        {list.isSuccess && list.data.events.length === 0 && (
          <Text c="dimmed">
            {search.show === 'mine'
              ? 'You have no upcoming events yet. RSVP to one and it shows here.'
              : 'No upcoming events here yet.'}
          </Text>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
          {list.isPending &&
            Array.from({ length: 3 }, (_, i) => <Skeleton key={i} h={300} radius="md" />)}
          {list.data?.events.map((e) => (
            <EventCard key={e.id} e={e} signedIn={!!session} />
          ))}
        </SimpleGrid>
        {pages > 1 && (
          <Pagination
            mt="lg"
            total={pages}
            value={search.page ?? 1}
            onChange={(page) => go({ ...search, page })}
          />
        )}
        {EVENTS_PAGE.callToAction && <CallToAction {...EVENTS_PAGE.callToAction} />}
      </Container>
    </>
  );
}
