import { lazy, Suspense, useState } from 'react';
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { trpc } from '../../lib/trpc.ts';
import { AnchorLink } from '../../components/AnchorLink.tsx';
import { eventWhen } from './event-format.ts';
import { InZone } from '../../components/InZone.tsx';
import { useTexts } from '../../i18n/texts.ts';
import { groupTexts } from '../../i18n/areas/group.ts';

// The event form (its date and number fields, checks and Modal) loads when a group admin points at
// or first presses New event.
const loadEventFormModal = () => import('./EventFormModal.tsx');
const EventFormModal = lazy(() =>
  loadEventFormModal().then((m) => ({ default: m.EventFormModal })),
);

/** The group's upcoming events, for its members; its admins create them here. */
export function GroupEventsCard({ groupId, canCreate }: { groupId: number; canCreate: boolean }) {
  const { t, i18n } = useTexts(groupTexts);
  // English keeps the spec's en-US dates; Spanish and Arabic write them their own way.
  const locale = i18n.language === 'en' ? undefined : i18n.language;
  const [creating, setCreating] = useState(false);
  // Mounted from the first opening on, so that closing it animates like any dialog.
  const [formOpened, setFormOpened] = useState(false);
  const list = useQuery(trpc.events.list.queryOptions({ group_id: groupId, limit: 5 }));
  const events = list.data?.events ?? [];
  return (
    <Card component="section" aria-labelledby="group-events-title">
      <Group justify="space-between" mb="sm" wrap="nowrap">
        <Title order={2} fz="lg" id="group-events-title">
          {t('events.title')}
        </Title>
        {canCreate && (
          <Button
            size="xs"
            variant="light"
            leftSection={<IconPlus size={14} aria-hidden />}
            onPointerEnter={() => void loadEventFormModal()}
            onFocus={() => void loadEventFormModal()}
            onClick={() => {
              setFormOpened(true);
              setCreating(true);
            }}
          >
            {t('events.create')}
          </Button>
        )}
      </Group>
      {list.isError && <Text c="var(--hc-danger-text)">{t('events.failed')}</Text>}
      {list.isSuccess && events.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('events.none')}
        </Text>
      )}
      <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
        {events.map((e) => (
          <li key={e.id}>
            <AnchorLink
              to="/events/$eventId"
              params={{ eventId: e.id }}
              fw={600}
              size="sm"
              style={{ overflowWrap: 'anywhere' }}
            >
              <span dir="auto">{e.title}</span>
            </AnchorLink>
            <Text size="xs" c="dimmed">
              {/* As the server rendered it until hydrated (en-US, UTC), then in her locale and zone. */}
              <InZone>
                {(zone) =>
                  (zone
                    ? eventWhen(e.starts_at, e.ends_at, locale ?? 'en-US', zone)
                    : eventWhen(e.starts_at, e.ends_at, locale)
                  ).date
                }
              </InZone>{' '}
              · {t('events.going', { count: e.going_count })}
            </Text>
          </li>
        ))}
      </Stack>
      {canCreate && formOpened && (
        <Suspense fallback={null}>
          <EventFormModal
            event={creating ? 'new' : null}
            groupId={groupId}
            canFeature={false}
            onClose={() => setCreating(false)}
          />
        </Suspense>
      )}
    </Card>
  );
}
