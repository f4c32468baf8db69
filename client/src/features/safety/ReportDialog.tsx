import { useState } from 'react';
import { Anchor, Button, Group, Radio, Stack, Text, Textarea, VisuallyHidden } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  REPORT_NOTE_MAX,
  REPORT_REASON_LABELS,
  REPORT_REASONS,
  type ReportReason,
  type ReportTargetType,
} from '@hercircle/shared';
import { trpc } from '../../lib/trpc.ts';
import { errorStatus, fieldErrors } from '../../lib/errors.ts';
import { FormError } from '../../components/FormError.tsx';
import { CrisisResources } from './CrisisResources.tsx';
import { DangerNote, ReportReceipt } from './ReportReceipt.tsx';

export const REPORT_THANKS = 'Thanks, our moderators will review this';
export const ALREADY_REPORTED = 'You have already reported this.';

export interface ReportTarget {
  target_type: ReportTargetType;
  target_id: number;
  /** What the title names, e.g. "Amara's post"; "this post" and so on by default. */
  label?: string;
}

/** The body of the Report dialog: a reason, an optional note, then thanks and a receipt. */
export function ReportDialog({ target, onClose }: { target: ReportTarget; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [note, setNote] = useState('');
  const send = useMutation(
    trpc.moderation.report.mutationOptions({
      onSuccess: () =>
        void queryClient.invalidateQueries({ queryKey: trpc.moderation.myReports.queryKey() }),
    }),
  );
  const already = errorStatus(send.error) === 409;

  if (send.isSuccess || already)
    return (
      <Stack gap="sm">
        <Text role="status">{already ? ALREADY_REPORTED : REPORT_THANKS}</Text>
        {send.data && <ReportReceipt report={send.data.report} />}
        {reason === 'danger' && <DangerNote />}
        {reason === 'self_harm' && <CrisisResources />}
        <Group justify="flex-end">
          <Button onClick={onClose} data-autofocus>
            Close
          </Button>
        </Group>
      </Stack>
    );

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (reason && !send.isPending) send.mutate({ ...target, reason, note });
      }}
    >
      <Stack gap="sm">
        <Radio.Group
          label="Why are you reporting this?"
          value={reason}
          onChange={(v) => setReason(v as ReportReason)}
          error={fieldErrors(send.error).reason}
          withAsterisk
        >
          <Stack gap={8} mt={6}>
            {REPORT_REASONS.map((r) => (
              <Radio key={r} value={r} label={REPORT_REASON_LABELS[r]} />
            ))}
          </Stack>
        </Radio.Group>
        {reason === 'danger' && <DangerNote />}
        {reason === 'self_harm' && <CrisisResources />}
        <Textarea
          label="Anything else our moderators should know?"
          description="Optional. Only moderators see this."
          autosize
          minRows={2}
          maxRows={6}
          maxLength={REPORT_NOTE_MAX}
          value={note}
          onChange={(e) => setNote(e.currentTarget.value)}
          error={fieldErrors(send.error).note}
        />
        <Text size="sm">
          {/* A new tab: what she has written here stays while she reads them. */}
          <Anchor href="/guidelines" target="_blank" underline="always">
            Read our community guidelines
            <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
          </Anchor>{' '}
          to see what our moderators act on.
        </Text>
        <FormError error={send.error} />
        <Group justify="flex-end" mt="xs">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={!reason} loading={send.isPending}>
            Send
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
