import { Alert, Card, Stack, Switch, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Group as GroupData } from '@hercircle/shared';
import { trpc } from '../../lib/trpc.ts';
import { notifications } from '../../lib/toasts.ts';
import { errorMessage } from '../../lib/errors.ts';
import { invalidateGroup } from './group-cache.ts';
import { useTexts } from '../../i18n/texts.ts';
import { groupTexts } from '../../i18n/areas/group.ts';

/**
 * A member's switch to keep her membership of this group to herself (issue 35): the server leaves
 * her out of its member list (but for its admins), of "groups in common" and of her profile.
 */
export function QuietMembershipCard({ group }: { group: GroupData }) {
  const queryClient = useQueryClient();
  const { t } = useTexts(groupTexts);
  const save = useMutation(
    trpc.community.setMembership.mutationOptions({
      onSuccess: ({ membership }) => {
        invalidateGroup(queryClient, group.id);
        // Her profile's list of groups marks the quiet ones.
        void queryClient.invalidateQueries({ queryKey: trpc.users.profile.pathKey() });
        notifications.show({
          color: 'sage',
          message: membership.quiet ? t('quiet.on') : t('quiet.off'),
        });
      },
    }),
  );
  return (
    <Card>
      <Stack gap="sm">
        <Title order={2} fz="lg">
          {t('quiet.title')}
        </Title>
        <Switch
          label={t('quiet.label')}
          description={t('quiet.description')}
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
