import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import {
  IconCalendar,
  IconClock,
  IconMapPin,
  IconMicrophone,
  IconUsers,
} from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { inferOutput } from '@trpc/tanstack-react-query';
import { ButtonLink } from '../../components/ButtonLink.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { trpc } from '../../lib/trpc.ts';
import { eventLocale, eventTimes, isFree, speakersLine } from './event-format.ts';
import { AnchorLink } from '../../components/AnchorLink.tsx';
import { useDates, useKnownZone } from '../../lib/dates.ts';
import { useTexts } from '../../i18n/texts.ts';
import { eventsTexts } from '../../i18n/areas/events.ts';
import { EVENT_CATEGORIES, type EventCategory } from '@hercircle/shared/constants';

export type EventItem = inferOutput<typeof trpc.events.get>['event'];

/** Who is going, for the admin portal (English only); the site's pages use useGoingText. */
export function goingText(e: Pick<EventItem, 'going_count' | 'capacity'>): string {
  return e.capacity === null
    ? `${e.going_count.toLocaleString('en-US')} going`
    : `${e.going_count.toLocaleString('en-US')} of ${e.capacity.toLocaleString('en-US')} going`;
}

/** Who is going, in her language: "19 of 20 going". */
export function useGoingText(): (e: Pick<EventItem, 'going_count' | 'capacity'>) => string {
  const { t } = useTexts(eventsTexts);
  return (e) =>
    e.capacity === null
      ? t('card.going', { count: e.going_count })
      : t('card.goingOf', { count: e.going_count, capacity: e.capacity });
}

/**
 * The spec's words, in every language (the spec names them so): the card's buttons and the
 * category chips. Marked English on a Spanish or Arabic page.
 */
/** An event's category in her language (the spec's chips); one the list does not know, as written. */
export function useCategoryLabel(): (category: string) => string {
  const { t } = useTexts(eventsTexts);
  return (category) =>
    (EVENT_CATEGORIES as readonly string[]).includes(category)
      ? t(`spec.categories.${category as EventCategory}`)
      : category;
}

/**
 * The card's button as the spec has it: Register Free or Get Tickets. A visitor goes to sign in
 * and back to the event; a member's press is her RSVP; once she has a place (or a waitlist spot)
 * the button shows that and leads to the event, where she can change it.
 */
function CardAction({ e, signedIn }: { e: EventItem; signedIn: boolean }) {
  const queryClient = useQueryClient();
  const { t } = useTexts(eventsTexts);
  const rsvp = useMutation(
    trpc.events.rsvp.mutationOptions({
      onSuccess: () => {
        void queryClient.invalidateQueries({ queryKey: trpc.events.list.pathKey() });
        void queryClient.invalidateQueries({ queryKey: trpc.events.get.queryKey({ id: e.id }) });
      },
    }),
  );
  const label = isFree(e.price_label) ? t('spec.registerFree') : t('spec.getTickets');
  const ariaLabel = t('card.action', { action: label, title: e.title });
  const status = e.my_rsvp?.status;
  if (status === 'going' || status === 'waitlisted') {
    const text = t(`rsvp.status.${status}`, { position: e.my_rsvp?.waitlist_position ?? '?' });
    return (
      <ButtonLink
        to="/events/$eventId"
        params={{ eventId: e.id }}
        variant="light"
        color="plum"
        aria-label={t('card.action', { action: text, title: e.title })}
      >
        {text}
      </ButtonLink>
    );
  }
  if (!signedIn)
    return (
      <ButtonLink to="/sign-in" search={{ redirect: `/events/${e.id}` }} aria-label={ariaLabel}>
        {label}
      </ButtonLink>
    );
  return (
    <Stack gap={4} align="flex-end">
      <Button
        color="plum"
        loading={rsvp.isPending}
        aria-label={ariaLabel}
        onClick={() => rsvp.mutate({ id: e.id, status: 'going' })}
      >
        {label}
      </Button>
      {rsvp.error && (
        <Text size="sm" c="var(--hc-danger-text)" role="alert">
          {errorMessage(rsvp.error)}
        </Text>
      )}
    </Stack>
  );
}

/** One event in the list: what, when (in the reader's time zone), where, who is going, and RSVP. */
export function EventCard({ e, signedIn }: { e: EventItem; signedIn: boolean }) {
  // An in-person event tells its own local time (hers is on its page); an online one hers, known
  // once the page has hydrated: until then UTC, the same text on server and browser.
  const { t } = useTexts(eventsTexts);
  const { language } = useDates();
  const goingText = useGoingText();
  const categoryLabel = useCategoryLabel();
  const when = eventTimes(e, useKnownZone(), eventLocale(language));
  const full = e.capacity !== null && e.going_count >= e.capacity;
  const going = goingText(e);
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
          <Badge>{categoryLabel(e.category)}</Badge>
          {e.featured && <Badge color="coral">{t('card.featured')}</Badge>}
        </Group>
        <Title order={2} fz="lg">
          <AnchorLink to="/events/$eventId" params={{ eventId: e.id }} c="inherit" dir="auto">
            {e.title}
          </AnchorLink>
        </Title>
        <Text size="sm" c="dimmed" lineClamp={3} dir="auto">
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
            <Text size="sm" dir="auto">
              {e.area}
            </Text>
          </Group>
          <Group gap={6} wrap="nowrap">
            <IconUsers size={14} aria-hidden />
            <Text size="sm">{full ? t('card.goingFull', { going }) : going}</Text>
          </Group>
          {e.speakers.length > 0 && (
            <Group gap={6} wrap="nowrap">
              <IconMicrophone size={14} aria-hidden />
              <Text size="sm" title={e.speakers.join(t('card.separator'))}>
                {t('card.speakers', {
                  names: speakersLine(e.speakers, t('card.separator')),
                })}
              </Text>
            </Group>
          )}
        </Stack>
        {e.my_rsvp?.status === 'interested' && (
          <Text size="sm" fw={600} c="plum.8">
            {t('rsvp.status.interested')}
          </Text>
        )}
        <Group justify="space-between" mt="auto" pt="xs">
          <Text fw={700}>{e.price_label ?? t('card.free')}</Text>
          <CardAction e={e} signedIn={signedIn} />
        </Group>
      </Stack>
    </Card>
  );
}
