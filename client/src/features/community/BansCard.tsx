import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '../../lib/toasts.ts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { trpc } from '../../lib/trpc.ts';
import { errorMessage } from '../../lib/errors.ts';
import { useDates } from '../../lib/dates.ts';
import { MemberAvatar, MemberName } from '../members/MemberName.tsx';
import { useTexts } from '../../i18n/texts.ts';
import { groupTexts } from '../../i18n/areas/group.ts';

/** Members banned from a group, for its admins and site admins: who, why, by whom; Unban. */
export function BansCard({ groupId }: { groupId: number }) {
  const queryClient = useQueryClient();
  const { t } = useTexts(groupTexts);
  const { relativeTime } = useDates();
  const bans = useQuery(trpc.community.bans.queryOptions({ id: groupId }));
  const unban = useMutation(
    trpc.community.unban.mutationOptions({
      onSuccess: () => {
        void queryClient.invalidateQueries({ queryKey: trpc.community.bans.pathKey() });
        notifications.show({
          color: 'sage',
          message: t('bans.lifted'),
        });
      },
      onError: (error) => notifications.show({ color: 'red', message: errorMessage(error) }),
    }),
  );

  return (
    <Card>
      <Stack gap="sm">
        <Title order={2} fz="lg">
          {bans.data && bans.data.total > 0
            ? t('bans.titleCount', { total: bans.data.total })
            : t('bans.title')}
        </Title>
        {bans.isError && (
          <Alert color="red" variant="light">
            {errorMessage(bans.error)}
          </Alert>
        )}
        {bans.data?.bans.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('bans.none')}
          </Text>
        )}
        {bans.data && bans.data.bans.length > 0 && (
          <Stack
            component="ul"
            gap="sm"
            style={{ listStyle: 'none', padding: 0, margin: 0 }}
            aria-label={t('bans.list')}
          >
            {bans.data.bans.map((b) => {
              const name = `${b.user.first_name} ${b.user.last_name}`;
              return (
                <Stack key={b.user_id} component="li" gap={6}>
                  <Group gap="sm" wrap="nowrap" align="flex-start">
                    <MemberAvatar user={{ ...b.user, id: b.user_id }} />
                    <div style={{ minWidth: 0 }}>
                      <bdi>
                        <MemberName user={{ ...b.user, id: b.user_id }} />
                      </bdi>
                      <Text size="xs" c="dimmed">
                        {b.banned_by
                          ? t('bans.bannedWhenBy', {
                              when: relativeTime(b.created_at).toLowerCase(),
                              name: `${b.banned_by.first_name} ${b.banned_by.last_name}`,
                            })
                          : t('bans.bannedWhen', {
                              when: relativeTime(b.created_at).toLowerCase(),
                            })}
                      </Text>
                      {b.reason && (
                        <Text size="xs" style={{ overflowWrap: 'anywhere' }} dir="auto">
                          {t('bans.reason', { reason: b.reason })}
                        </Text>
                      )}
                    </div>
                  </Group>
                  <Button
                    size="xs"
                    variant="default"
                    onClick={() => unban.mutate({ id: groupId, userId: b.user_id })}
                    loading={unban.isPending && unban.variables?.userId === b.user_id}
                    aria-label={t('bans.unbanName', { name })}
                  >
                    {t('bans.unban')}
                  </Button>
                </Stack>
              );
            })}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
