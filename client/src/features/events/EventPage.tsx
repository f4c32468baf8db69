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
import { Trans } from 'react-i18next';
import { useSession } from '../../lib/auth.ts';
import { isNotFound } from '../../lib/errors.ts';
import { trpc } from '../../lib/trpc.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { AttendeesCard } from './AttendeesCard.tsx';
import { ManageEvent } from './ManageEvent.tsx';
import { AnchorLink } from '../../components/AnchorLink.tsx';
import { downloadCalendarFile } from './calendar-file.ts';
import { useCategoryLabel, useGoingText, type EventItem } from './EventCard.tsx';
import { eventQuery } from './queries.ts';
import { eventLocale, eventTimes, hersBeside } from './event-format.ts';
import { useDates, useKnownZone } from '../../lib/dates.ts';
import { RsvpControl } from './RsvpControl.tsx';
import { MemberName } from '../members/MemberName.tsx';
import { useTexts } from '../../i18n/texts.ts';
import { eventsTexts } from '../../i18n/areas/events.ts';

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
  const { t } = useTexts(eventsTexts);
  if (!e.location && !e.online_url)
    return (
      <>
        <bdi>{e.area}</bdi>
        <Text span size="xs" c="dimmed" display="block">
          {e.is_online ? t('details.placeAndLinkLater') : t('details.placeLater')}
        </Text>
      </>
    );
  return (
    <>
      <bdi>{e.location ?? e.area}</bdi>
      {e.online_url && (
        <Anchor href={e.online_url} target="_blank" rel="noopener noreferrer" display="block">
          <IconLink size={14} aria-hidden /> {t('details.joinOnline')}
        </Anchor>
      )}
    </>
  );
}

/** /events/{id}: the event in the reader's time zone, RSVP, calendar file, and for organisers the attendees. */
export function EventPage({ id }: { id: number }) {
  const session = useSession();
  const { t } = useTexts(eventsTexts);
  const { language } = useDates();
  const categoryLabel = useCategoryLabel();
  const goingText = useGoingText();
  const query = useQuery(eventQuery(trpc, id));
  const e = query.data?.event;
  const zone = useKnownZone();
  usePageTitle(e?.title ?? t('details.title'));

  if (query.isError) {
    const missing = isNotFound(query.error);
    return (
      <Container py="xl">
        <Alert color={missing ? 'gray' : 'red'} variant="light">
          {missing ? t('details.missing') : t('details.failed')}
        </Alert>
        <Anchor component={Link} to="/events" mt="md" display="block">
          {t('details.allEvents')}
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

  const when = eventTimes(e, zone, eventLocale(language));
  const beside = hersBeside(when, (date, time) => t('details.dateAndTime', { date, time }));
  return (
    <Container py="xl">
      <Anchor component={Link} to="/events" size="sm">
        {t('details.back')}
      </Anchor>
      <Group gap="xs" mt="md">
        <Badge>{categoryLabel(e.category)}</Badge>
        {e.featured && <Badge color="coral">{t('card.featured')}</Badge>}
        {e.cancelled_at && <Badge color="red">{t('details.cancelled')}</Badge>}
      </Group>
      <Title order={1} mt="xs" fz={{ base: 28, sm: 36 }} dir="auto">
        {e.title}
      </Title>
      {e.group && (
        <Text c="dimmed" mt={4}>
          <Trans
            t={t}
            i18nKey="details.inGroup"
            values={{ name: e.group.name }}
            components={{
              group: <AnchorLink to="/community/group/$groupId" params={{ groupId: e.group.id }} />,
            }}
          />
        </Text>
      )}
      <Grid mt="lg" gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="lg">
            <Card>
              <Text style={{ whiteSpace: 'pre-wrap' }} dir="auto">
                {e.description}
              </Text>
            </Card>
            {e.can_manage && <ManageEvent e={e} canFeature={session?.user.role === 'admin'} />}
            {e.can_manage && <AttendeesCard eventId={e.id} />}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Card component="aside" aria-label={t('details.aside')}>
            <Stack gap="md">
              <Fact icon={<IconCalendar size={16} />} label={t('details.date')}>
                {when.date}
              </Fact>
              <Fact
                icon={<IconClock size={16} />}
                label={when.where === 'there' ? t('details.timeThere') : t('details.timeYours')}
              >
                {when.time}
              </Fact>
              {!e.is_online && (
                // Hers is known once the page has hydrated: its room is kept until then, so
                // nothing below it moves.
                <Fact icon={<IconWorld size={16} />} label={t('details.yourTime')}>
                  <span style={{ display: 'block', minHeight: '2lh' }}>
                    {zone === null ? '' : (beside ?? t('details.sameTime'))}
                  </span>
                </Fact>
              )}
              <Fact icon={<IconMapPin size={16} />} label={t('details.where')}>
                <Place e={e} />
              </Fact>
              {e.organiser && (
                <Fact icon={<IconUser size={16} />} label={t('details.organiser')}>
                  <MemberName user={e.organiser} />
                </Fact>
              )}
              {e.speakers.length > 0 && (
                <Fact icon={<IconMicrophone size={16} />} label={t('details.speakers')}>
                  {e.speakers.map((name, i) => (
                    <span key={i}>
                      {i > 0 && t('card.separator')}
                      <bdi>{name}</bdi>
                    </span>
                  ))}
                </Fact>
              )}
              <Fact icon={<IconUsers size={16} />} label={t('details.attending')}>
                {goingText(e)}
                {e.waitlist_count > 0 && ` · ${t('details.waitlist', { count: e.waitlist_count })}`}
              </Fact>
              <Text fw={700}>{e.price_label ?? t('card.free')}</Text>
              <RsvpControl e={e} signedIn={!!session} />
              <Button
                variant="subtle"
                leftSection={<IconCalendarPlus size={16} aria-hidden />}
                onClick={() => void downloadCalendarFile(e.id, t('details.calendarFailed'))}
              >
                {t('details.addToCalendar')}
              </Button>
            </Stack>
          </Card>
        </Grid.Col>
      </Grid>
    </Container>
  );
}
