import { useState } from 'react';
import { NumberInput, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { formatSuspensionEnd } from '@hercircle/shared/messages';
import { trpc } from '../../lib/trpc.ts';
import { fieldErrors } from '../../lib/errors.ts';
import { notifications } from '../../lib/toasts.ts';
import { FormModal } from '../../components/FormModal.tsx';
import { RuleAndReasonFields, useRuleAndReason } from '../fair-process/RuleFields.tsx';

/**
 * Suspends a member for 1 to 365 days, citing a rule and the reason she is shown in her statement
 * of reasons. From her page in the portal and from the Users table.
 */
export function SuspendDialog({
  user,
  onClose,
}: {
  user: { id: number; name: string } | null;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const [days, setDays] = useState<number | string>(7);
  const why = useRuleAndReason();
  const close = () => {
    setDays(7);
    why.reset();
    suspend.reset();
    onClose();
  };
  const suspend = useMutation(
    trpc.admin.fairProcess.suspend.mutationOptions({
      onSuccess: (record, input) => {
        queryClient.setQueryData(
          trpc.admin.fairProcess.memberRecord.queryKey({ id: input.id }),
          record,
        );
        void queryClient.invalidateQueries({ queryKey: trpc.admin.users.pathKey() });
        notifications.show({
          color: 'sage',
          message: record.suspended_until
            ? `${user?.name ?? 'She'} is suspended until ${formatSuspensionEnd(record.suspended_until)}.`
            : 'Suspended.',
        });
        close();
      },
    }),
  );
  const errors = fieldErrors(suspend.error);
  return (
    <FormModal
      opened={user !== null}
      onClose={close}
      title={`Suspend ${user?.name ?? ''}`}
      error={suspend.error}
      submitLabel="Suspend"
      submitProps={{ color: 'red', loading: suspend.isPending }}
      onSubmit={(e) => {
        e.preventDefault();
        if (user) suspend.mutate({ id: user.id, days: Number(days), ...why.input });
      }}
    >
      <Text size="sm">
        She can sign in and read, but not post, reply, react or send messages until it ends. She is
        told the rule and the reason, and can appeal.
      </Text>
      <NumberInput
        label="Days"
        description="1 to 365"
        min={1}
        max={365}
        allowDecimal={false}
        allowNegative={false}
        required
        data-autofocus
        value={days}
        onChange={setDays}
        error={errors.days}
      />
      <RuleAndReasonFields state={why} errors={errors} />
    </FormModal>
  );
}
