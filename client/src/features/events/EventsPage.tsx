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
import { useTexts } from '../../i18n/texts.ts';
import { eventsTexts } from '../../i18n/areas/events.ts';
import { EventCard, useCategoryLabel } from './EventCard.tsx';
import {
  EVENT_CHIPS,
  EVENTS_PAGE_SIZE,
  eventsQuery,
  type EventFilter,
  type EventsSearch,
} from './queries.ts';

/** The filters beside the chips (`page.filters.<value>`); My events is for members. */
const FILTERS: { value: EventFilter; members?: boolean }[] = [
  { value: 'online' },
  { value: 'in_person' },
  { value: 'week' },
  { value: 'mine', members: true },
];

function Chip({
  active,
  onClick,
  lang,
  children,
}: {
  active: boolean;
  onClick: () => void;
  lang?: string;
  children: string;
}) {
  return (
    <Button
      size="compact-md"
      radius="xl"
      variant={active ? 'filled' : 'light'}
      aria-pressed={active}
      onClick={onClick}
      lang={lang}
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
  const { t } = useTexts(eventsTexts);
  const categoryLabel = useCategoryLabel();
  usePageTitle(t('page.title'));
  const session = useSession();
  const navigate = useNavigate();
  const list = useQuery(eventsQuery(trpc, search));
  const go = (next: EventsSearch) => void navigate({ to: path, search: next });
  const pages = Math.ceil((list.data?.total ?? 0) / EVENTS_PAGE_SIZE);
  const filters = FILTERS.filter((f) => !f.members || session);
  return (
    <>
      <PageHeader title={t('page.title')} subtitle={t('page.subtitle')} />
      <Container py={48}>
        <Group gap="xs" mb="lg" align="center">
          <Group gap="xs" role="group" aria-label={t('page.category')}>
            <Chip active={!search.category} onClick={() => go({ show: search.show })}>
              {t('spec.all')}
            </Chip>
            {EVENT_CHIPS.map((category) => (
              <Chip
                key={category}
                active={search.category === category}
                onClick={() => go({ category, show: search.show })}
              >
                {categoryLabel(category)}
              </Chip>
            ))}
          </Group>
          <Group gap="xs" role="group" aria-label={t('page.show')}>
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
                  {t(`page.filters.${f.value}`)}
                </Chip>
              );
            })}
          </Group>
        </Group>
        {list.isError && (
          <Alert color="red" variant="light" mb="lg">
            {t('page.failed')}
          </Alert>
        )}
        {list.isSuccess && list.data.events.length === 0 && (
          <Text c="dimmed">{search.show === 'mine' ? t('page.noneMine') : t('page.none')}</Text>
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
        <CallToAction
          title={t('page.ctaTitle')}
          text={t('page.ctaText')}
          primary={{ label: t('page.ctaAction'), to: EVENTS_PAGE.proposalTo }}
        />
      </Container>
    </>
  );
}
