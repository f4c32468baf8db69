import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '../../lib/toasts.ts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { trpc } from '../../lib/trpc.ts';
import { errorMessage } from '../../lib/errors.ts';
import { relativeTime } from '../../lib/dates.ts';
import { invalidateGroup } from './group-cache.ts';
import { MemberAvatar, MemberName } from '../members/MemberName.tsx';
import { RequestAnswers } from './RequestAnswers.tsx';

export function RequestsCard({ groupId }: { groupId: number }) {
  const queryClient = useQueryClient();
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
          Requests to join
        </Title>
        {requests.isError && (
          <Alert color="red" variant="light">
            {errorMessage(requests.error)}
          </Alert>
        )}
        {requests.data?.requests.length === 0 && (
          <Text size="sm" c="dimmed">
            No one is waiting. New requests appear here.
          </Text>
        )}
        {requests.data?.requests.map((r) => (
          <Stack key={r.id} gap={6}>
            <Group gap="sm" wrap="nowrap">
              <MemberAvatar user={r.user} />
              <div>
                <MemberName user={r.user} />
                <Text size="xs" c="dimmed">
                  Asked {relativeTime(r.created_at).toLowerCase()}
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
                Approve
              </Button>
              <Button
                size="xs"
                variant="default"
                onClick={() => decline.mutate({ id: groupId, userId: r.user_id })}
                loading={decline.isPending && decline.variables?.userId === r.user_id}
              >
                Decline
              </Button>
            </Group>
          </Stack>
        ))}
      </Stack>
    </Card>
  );
}
