import { Text, Textarea } from '@mantine/core';
import { notifications } from '../../lib/toasts.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { GROUP_BAN_REASON_MAX, type GroupMember } from '@hercircle/shared';
import { trpc } from '../../lib/trpc.ts';
import { fieldErrors } from '../../lib/errors.ts';
import { FormModal } from '../../components/FormModal.tsx';
import { invalidateGroup } from './group-cache.ts';
import { RuleSelect, useRuleAndReason } from '../fair-process/RuleFields.tsx';
import { useTexts } from '../../i18n/texts.ts';
import { groupTexts } from '../../i18n/areas/group.ts';

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
  const { t } = useTexts(groupTexts);
  const why = useRuleAndReason();
  const name = member ? `${member.user.first_name} ${member.user.last_name}` : '';
  const ban = useMutation(
    trpc.community.ban.mutationOptions({
      onSuccess: () => {
        invalidateGroup(queryClient, groupId);
        void queryClient.invalidateQueries({ queryKey: trpc.community.bans.pathKey() });
        notifications.show({ color: 'sage', message: t('dialogs.banned', { name }) });
        close();
      },
    }),
  );
  function close() {
    why.reset();
    ban.reset();
    onClose();
  }

  return (
    <FormModal
      opened={member !== null}
      onClose={close}
      title={t('dialogs.banTitle', { name })}
      error={ban.error}
      submitLabel={t('dialogs.ban')}
      submitProps={{ color: 'red', loading: ban.isPending }}
      onSubmit={(event) => {
        event.preventDefault();
        if (member) ban.mutate({ id: groupId, userId: member.user_id, ...why.input });
      }}
    >
      <Text size="sm">{t('dialogs.banText')}</Text>
      <RuleSelect value={why.rule} onChange={why.setRule} error={fieldErrors(ban.error).rule} />
      <Textarea
        label={t('dialogs.banReason')}
        description={t('dialogs.banReasonHelp')}
        value={why.reason}
        onChange={(event) => why.setReason(event.currentTarget.value)}
        error={fieldErrors(ban.error).reason}
        maxLength={GROUP_BAN_REASON_MAX}
        autosize
        minRows={2}
        data-autofocus
      />
    </FormModal>
  );
}
