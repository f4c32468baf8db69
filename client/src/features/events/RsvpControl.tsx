import { useState } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ButtonLink } from '../../components/ButtonLink.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { trpc } from '../../lib/trpc.ts';
import type { EventItem } from './EventCard.tsx';
import { useTexts } from '../../i18n/texts.ts';
import { eventsTexts } from '../../i18n/areas/events.ts';

/** Going / Interested / Cancel, and where she stands; visitors are asked to sign in first. */
export function RsvpControl({ e, signedIn }: { e: EventItem; signedIn: boolean }) {
  const queryClient = useQueryClient();
  const { t } = useTexts(eventsTexts);
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: trpc.events.get.queryKey({ id: e.id }) });
    void queryClient.invalidateQueries({ queryKey: trpc.events.list.pathKey() });
    void queryClient.invalidateQueries({ queryKey: trpc.events.attendees.pathKey() });
  };
  const rsvp = useMutation(trpc.events.rsvp.mutationOptions({ onSuccess: refresh }));
  const cancel = useMutation(trpc.events.cancelRsvp.mutationOptions({ onSuccess: refresh }));
  const error = rsvp.error ?? cancel.error;
  const busy = rsvp.isPending || cancel.isPending;
  // When the page opened: an event that ends while it is open keeps its buttons (the server refuses).
  const [openedAt] = useState(() => Date.now());

  if (e.cancelled_at)
    return (
      <Text fw={600} c="var(--hc-danger-text)">
        {t('rsvp.cancelled')}
      </Text>
    );
  if (new Date(e.ends_at).getTime() < openedAt) return <Text c="dimmed">{t('rsvp.ended')}</Text>;
  if (!signedIn)
    return (
      <ButtonLink to="/sign-in" search={{ redirect: `/events/${e.id}` }}>
        {t('rsvp.signIn')}
      </ButtonLink>
    );
  const status = e.my_rsvp?.status;
  const full = e.capacity !== null && e.going_count >= e.capacity;
  return (
    <Stack gap="xs">
      {e.my_rsvp && (
        <Text fw={700} c="plum.8" role="status">
          {t(`rsvp.status.${e.my_rsvp.status}`, {
            position: e.my_rsvp.waitlist_position ?? '?',
          })}
        </Text>
      )}
      <Group gap="xs">
        {status !== 'going' && status !== 'waitlisted' && (
          <Button
            loading={rsvp.isPending && rsvp.variables.status === 'going'}
            disabled={busy}
            onClick={() => rsvp.mutate({ id: e.id, status: 'going' })}
          >
            {full ? t('rsvp.joinWaitlist') : t('rsvp.going')}
          </Button>
        )}
        {/* Going (or waiting for a place) is more than interested: the two are never both shown. */}
        {status === undefined && (
          <Button
            variant="light"
            loading={rsvp.isPending && rsvp.variables.status === 'interested'}
            disabled={busy}
            onClick={() => rsvp.mutate({ id: e.id, status: 'interested' })}
          >
            {t('rsvp.interested')}
          </Button>
        )}
        {status && (
          <Button
            variant="default"
            loading={cancel.isPending}
            disabled={busy}
            onClick={() => cancel.mutate({ id: e.id })}
          >
            {status === 'going'
              ? t('rsvp.cancelPlace')
              : status === 'waitlisted'
                ? t('rsvp.leaveWaitlist')
                : t('rsvp.cancel')}
          </Button>
        )}
      </Group>
      {error && (
        <Text size="sm" c="var(--hc-danger-text)" role="alert">
          {errorMessage(error)}
        </Text>
      )}
    </Stack>
  );
}
