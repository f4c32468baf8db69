import { Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { BlockedMember } from '@hercircle/shared';
import { trpc } from '../../lib/trpc.ts';
import { errorMessage } from '../../lib/errors.ts';
import { useDates } from '../../lib/dates.ts';
import { MemberAvatar, MemberName } from './MemberName.tsx';
import { useMemberSafety } from './MemberSafetyMenu.tsx';
import { useTexts } from '../../i18n/texts.ts';
import { settingsTexts } from '../../i18n/areas/settings.ts';

/** The most a settings card lists of each; she can lift the rest from their profile pages. */
const LIST_LIMIT = 100;

function Row({ member, kind }: { member: BlockedMember; kind: 'block' | 'mute' }) {
  const { t } = useTexts(settingsTexts);
  const { shortDate } = useDates();
  const safety = useMemberSafety(member);
  return (
    <Group component="li" justify="space-between" wrap="nowrap" gap="sm">
      <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
        <MemberAvatar user={member} size={32} />
        <Stack gap={0} style={{ minWidth: 0 }}>
          <MemberName user={member} />
          <Text size="xs" c="dimmed">
            {t('blocked.since', { date: shortDate(member.since) })}
          </Text>
        </Stack>
      </Group>
      <Button
        size="compact-sm"
        variant="default"
        onClick={kind === 'block' ? safety.unblock : safety.unmute}
        disabled={safety.pending}
        aria-label={t(kind === 'block' ? 'blocked.unblockName' : 'blocked.unmuteName', {
          name: safety.name,
        })}
      >
        {t(kind === 'block' ? 'blocked.unblock' : 'blocked.unmute')}
      </Button>
    </Group>
  );
}

function List({ kind }: { kind: 'block' | 'mute' }) {
  const query = useQuery(
    (kind === 'block' ? trpc.users.blocks : trpc.users.mutes).queryOptions({ limit: LIST_LIMIT }),
  );
  const { t } = useTexts(settingsTexts);
  const block = kind === 'block';
  return (
    <Stack gap="xs">
      <Title order={3} fz="md">
        {query.data
          ? t(block ? 'blocked.blockedTotal' : 'blocked.mutedTotal', { total: query.data.total })
          : t(block ? 'blocked.blocked' : 'blocked.muted')}
      </Title>
      {query.isPending ? (
        <Skeleton h={32} />
      ) : query.isError ? (
        <Text size="sm" c="red" role="alert">
          {errorMessage(query.error)}
        </Text>
      ) : query.data.users.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t(block ? 'blocked.noneBlocked' : 'blocked.noneMuted')}
        </Text>
      ) : (
        <Stack
          component="ul"
          gap="sm"
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
          aria-label={t(block ? 'blocked.blockedList' : 'blocked.mutedList')}
        >
          {query.data.users.map((m) => (
            <Row key={m.id} member={m} kind={kind} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

/** Settings: the members she blocked or muted, each with its undo. */
export function BlockedMutedCard() {
  const { t } = useTexts(settingsTexts);
  return (
    <Card>
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} fz="lg">
            {t('blocked.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('blocked.intro')}
          </Text>
        </Stack>
        <List kind="block" />
        <List kind="mute" />
      </Stack>
    </Card>
  );
}
