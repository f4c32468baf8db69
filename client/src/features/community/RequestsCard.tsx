import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '../../lib/toasts.ts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { trpc } from '../../lib/trpc.ts';
import { errorMessage } from '../../lib/errors.ts';
import { useDates } from '../../lib/dates.ts';
import { invalidateGroup } from './group-cache.ts';
import { MemberAvatar, MemberName } from '../members/MemberName.tsx';
import { RequestAnswers } from './RequestAnswers.tsx';
import { useTexts } from '../../i18n/texts.ts';
import { groupTexts } from '../../i18n/areas/group.ts';

export function RequestsCard({ groupId }: { groupId: number }) {
  const queryClient = useQueryClient();
  const { t } = useTexts(groupTexts);
  const { relativeTime } = useDates();
  const requests = useQuery(trpc.community.requests.queryOptions({ id: groupId }));
  const onError = (error: unknown) =>
    notifications.show({ color: 'red', message: errorMessage(error) });
  const approve = useMutation(
    trpc.community.approve.mutationOptions({
      onSuccess: () => invalidateGroup(queryClient, groupId),
      onError,
    }),
  );
  const decline = useMutation(
    trpc.community.decline.mutationOptions({
      onSuccess: () => invalidateGroup(queryClient, groupId),
      onError,
    }),
  );

  return (
    <Card>
      <Stack gap="sm">
        <Title order={2} fz="lg">
          {t('requests.title')}
        </Title>
        {requests.isError && (
          <Alert color="red" variant="light">
            {errorMessage(requests.error)}
          </Alert>
        )}
        {requests.data?.requests.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('requests.none')}
          </Text>
        )}
        {requests.data?.requests.map((r) => (
          <Stack key={r.id} gap={6}>
            <Group gap="sm" wrap="nowrap">
              <MemberAvatar user={r.user} />
              <div>
                <bdi>
                  <MemberName user={r.user} />
                </bdi>
                <Text size="xs" c="dimmed">
                  {t('requests.asked', { when: relativeTime(r.created_at).toLowerCase() })}
                </Text>
              </div>
            </Group>
            <RequestAnswers answers={r.answers} />
            <Group gap="xs" grow>
              <Button
                size="xs"
                onClick={() => approve.mutate({ id: groupId, userId: r.user_id })}
                loading={approve.isPending && approve.variables?.userId === r.user_id}
              >
                {t('requests.approve')}
              </Button>
              <Button
                size="xs"
                variant="default"
                onClick={() => decline.mutate({ id: groupId, userId: r.user_id })}
                loading={decline.isPending && decline.variables?.userId === r.user_id}
              >
                {t('requests.decline')}
              </Button>
            </Group>
          </Stack>
        ))}
      </Stack>
    </Card>
  );
}
