import { useState } from 'react';
import { Button, Group } from '@mantine/core';
import { notifications } from '../../lib/toasts.ts';
import { IconBan, IconPencil } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '../../lib/errors.ts';
import { trpc } from '../../lib/trpc.ts';
import { confirmCancelEvent } from './confirm-cancel.tsx';
import type { EventItem } from './EventCard.tsx';
import { EventFormModal } from './EventFormModal.tsx';
import { useTexts } from '../../i18n/texts.ts';
import { eventsTexts } from '../../i18n/areas/events.ts';

/** Edit and Cancel event, for the organiser and site admins, on the event's own page. */
export function ManageEvent({ e, canFeature }: { e: EventItem; canFeature: boolean }) {
  const { t } = useTexts(eventsTexts);
  const [editing, setEditing] = useState(false);
  const queryClient = useQueryClient();
  const cancel = useMutation(
    trpc.events.cancel.mutationOptions({
      onSuccess: () => {
        notifications.show({ color: 'sage', message: t('manage.cancelled') });
        void queryClient.invalidateQueries({ queryKey: trpc.events.pathKey() });
      },
      onError: (error) => notifications.show({ color: 'red', message: errorMessage(error) }),
    }),
  );
  if (e.cancelled_at) return null;
  return (
    <Group gap="xs">
      <Button
        variant="default"
        leftSection={<IconPencil size={16} aria-hidden />}
        onClick={() => setEditing(true)}
      >
        {t('manage.edit')}
      </Button>
      <Button
        variant="subtle"
        color="red"
        leftSection={<IconBan size={16} aria-hidden />}
        loading={cancel.isPending}
        onClick={() => confirmCancelEvent(e.title, () => cancel.mutate({ id: e.id }), t)}
      >
        {t('manage.cancel')}
      </Button>
      <EventFormModal
        event={editing ? e : null}
        canFeature={canFeature}
        onClose={() => setEditing(false)}
      />
    </Group>
  );
}
