import { useState } from 'react';
import { Text, Textarea } from '@mantine/core';
import { notifications } from '../../lib/toasts.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { GROUP_BAN_REASON_MAX, type GroupMember } from '@hercircle/shared';
import { trpc } from '../../lib/trpc.ts';
import { FormModal } from '../../components/FormModal.tsx';
import { invalidateGroup } from './group-cache.ts';

/** Ban a member: she leaves the group and cannot join or ask again until an admin lifts it. */
export function BanDialog({
  groupId,
  member,
  onClose,
}: {
  groupId: number;
  member: GroupMember | null;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const [reason, setReason] = useState('');
  const name = member ? `${member.user.first_name} ${member.user.last_name}` : '';
  const ban = useMutation(
    trpc.community.ban.mutationOptions({
      onSuccess: () => {
        invalidateGroup(queryClient, groupId);
        void queryClient.invalidateQueries({ queryKey: trpc.community.bans.pathKey() });
        notifications.show({ color: 'sage', message: `${name} is banned from this group.` });
        close();
      },
    }),
  );
  function close() {
    setReason('');
    ban.reset();
    onClose();
  }

  return (
    <FormModal
      opened={member !== null}
      onClose={close}
      title={`Ban ${name}?`}
      error={ban.error}
      submitLabel="Ban"
      submitProps={{ color: 'red', loading: ban.isPending }}
      onSubmit={(event) => {
        event.preventDefault();
        if (member) ban.mutate({ id: groupId, userId: member.user_id, reason });
      }}
    >
      <Text size="sm">
        She leaves the group now and cannot join or ask to join again until an admin lifts the ban.
        She is not told why.
      </Text>
      <Textarea
        label="Reason (optional)"
        description="Only the group's admins see it."
        value={reason}
        onChange={(event) => setReason(event.currentTarget.value)}
        maxLength={GROUP_BAN_REASON_MAX}
        autosize
        minRows={2}
        data-autofocus
      />
    </FormModal>
  );
}
