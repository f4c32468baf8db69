import { Alert, Card, Stack, Switch, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Group as GroupData } from '@hercircle/shared';
import { trpc } from '../../lib/trpc.ts';
import { notifications } from '../../lib/toasts.ts';
import { errorMessage } from '../../lib/errors.ts';
import { invalidateGroup } from './group-cache.ts';

/**
 * A member's switch to keep her membership of this group to herself (issue 35): the server leaves
 * her out of its member list (but for its admins), of "groups in common" and of her profile.
 */
export function QuietMembershipCard({ group }: { group: GroupData }) {
  const queryClient = useQueryClient();
  const save = useMutation(
    trpc.community.setMembership.mutationOptions({
      onSuccess: ({ membership }) => {
        invalidateGroup(queryClient, group.id);
        // Her profile's list of groups marks the quiet ones.
        void queryClient.invalidateQueries({ queryKey: trpc.users.profile.pathKey() });
        notifications.show({
          color: 'sage',
          message: membership.quiet
            ? 'Your membership is quiet.'
            : 'You are listed among the members again.',
        });
      },
    }),
  );
  return (
    <Card>
      <Stack gap="sm">
        <Title order={2} fz="lg">
          Your membership
        </Title>
        <Switch
          label="Quiet membership"
          description="Only you and the group’s admins see you among its members. It is not shown in groups in common or on your profile. Your posts here still show your name unless you post anonymously."
          checked={group.my_quiet}
          disabled={save.isPending}
          onChange={(event) => save.mutate({ id: group.id, quiet: event.currentTarget.checked })}
        />
        {save.isError && (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(save.error)}
          </Alert>
        )}
      </Stack>
    </Card>
  );
}
