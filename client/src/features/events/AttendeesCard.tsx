import { Badge, Card, Group, Pagination, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { trpc } from '../../lib/trpc.ts';
import { MemberName } from '../members/MemberName.tsx';
import { useTexts } from '../../i18n/texts.ts';
import { eventsTexts } from '../../i18n/areas/events.ts';

const PAGE = 50;
/** Each answer's colour; its words are `attendees.status.<status>`. */
const COLOR = { going: 'sage', waitlisted: 'coral', interested: 'gray' } as const;

/** For the organiser and site admins: who responded, going first, then the waitlist in order. */
export function AttendeesCard({ eventId }: { eventId: number }) {
  const { t } = useTexts(eventsTexts);
  const [page, setPage] = useState(1);
  const list = useQuery(
    trpc.events.attendees.queryOptions({ id: eventId, limit: PAGE, offset: (page - 1) * PAGE }),
  );
  const total = list.data?.total ?? 0;
  return (
    <Card component="section" aria-labelledby="attendees-title">
      <Title order={2} fz="lg" id="attendees-title" mb="sm">
        {t('attendees.title', { total })}
      </Title>
      {list.isError && <Text c="var(--hc-danger-text)">{t('attendees.failed')}</Text>}
      {list.isSuccess && total === 0 && <Text c="dimmed">{t('attendees.none')}</Text>}
      <Stack
        component="ul"
        gap={6}
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
        aria-label={t('attendees.list')}
      >
        {list.data?.attendees.map((a) => (
          <Group component="li" key={a.id} justify="space-between" wrap="nowrap">
            <MemberName user={a} />
            <Badge color={COLOR[a.status]}>{t(`attendees.status.${a.status}`)}</Badge>
          </Group>
        ))}
      </Stack>
      {total > PAGE && (
        <Pagination
          mt="sm"
          size="sm"
          total={Math.ceil(total / PAGE)}
          value={page}
          onChange={setPage}
        />
      )}
    </Card>
  );
}
