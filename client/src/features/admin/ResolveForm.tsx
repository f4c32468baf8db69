import { useState } from 'react';
import { Button, Checkbox, Group, NumberInput, Radio, Stack, Textarea } from '@mantine/core';
import { notifications } from '../../lib/toasts.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  SUSPEND_DAYS_MAX,
  type ModerationAction,
  type ModerationReportDetail,
} from '@hercircle/shared';
import { trpc } from '../../lib/trpc.ts';
import { fieldErrors } from '../../lib/errors.ts';
import { FormError } from '../../components/FormError.tsx';
import { ReasonField, RuleSelect, useRuleAndReason } from '../fair-process/RuleFields.tsx';

export const ACTION_LABELS: Record<ModerationAction, { label: string; help: string }> = {
  dismiss: { label: 'Dismiss', help: 'Nothing breaks the rules. Auto-hidden content shows again.' },
  hide: { label: 'Hide', help: 'Hidden from everyone but its author and moderators.' },
  delete: { label: 'Delete', help: 'Removed for everyone; kept on record.' },
  ban_from_group: {
    label: 'Ban from group',
    help: 'The author leaves the group and cannot rejoin; the reported item is hidden.',
  },
  suspend_user: { label: 'Suspend', help: 'The author can read but not write for N days.' },
};

/** The actions that fit the target and the moderator (group admins cannot suspend). */
function actionsFor(r: ModerationReportDetail, siteAdmin: boolean): ModerationAction[] {
  // Content purged with its account: its reports can only be dismissed.
  if (r.created_at === null) return ['dismiss'];
  const content = ['post', 'reply', 'message', 'story'].includes(r.target_type);
  const person = r.target_type !== 'group' && r.target_type !== 'story' && r.author !== null;
  return [
    'dismiss',
    ...(content ? (['hide', 'delete'] as const) : []),
    // Banning an anonymous author names her in the group's bans list: site admins only.
    ...(person &&
    r.group_id !== null &&
    r.target_type !== 'user' &&
    (siteAdmin || !r.author?.anonymous)
      ? (['ban_from_group'] as const)
      : []),
    ...(siteAdmin && (person || r.target_type === 'story') && r.author !== null
      ? (['suspend_user'] as const)
      : []),
  ];
}

/** How the moderators resolve the reports on one target: the action, the rule and the reasons. */
export function ResolveForm({
  report,
  siteAdmin,
  onDone,
}: {
  report: ModerationReportDetail;
  siteAdmin: boolean;
  onDone: () => void;
}) {
  const queryClient = useQueryClient();
  const actions = actionsFor(report, siteAdmin);
  const [action, setAction] = useState<ModerationAction>('dismiss');
  const [note, setNote] = useState('');
  const [days, setDays] = useState<number | string>(7);
  const why = useRuleAndReason();
  const [removeRecent, setRemoveRecent] = useState(false);
  const resolve = useMutation(
    trpc.moderation.resolve.mutationOptions({
      onSuccess: () => {
        notifications.show({ color: 'sage', message: 'Report resolved.' });
        void queryClient.invalidateQueries({ queryKey: trpc.moderation.reports.pathKey() });
        void queryClient.invalidateQueries({ queryKey: trpc.moderation.reportDetail.pathKey() });
        void queryClient.invalidateQueries({ queryKey: trpc.admin.stats.queryKey() });
        onDone();
      },
    }),
  );
  const errors = fieldErrors(resolve.error);
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        resolve.mutate({
          id: report.id,
          action,
          note,
          suspend_days: action === 'suspend_user' ? Number(days) : undefined,
          // A dismissal affects no one's content: no rule, no statement of reasons.
          ...(action === 'dismiss' ? {} : why.input),
          remove_recent_posts: action === 'ban_from_group' ? removeRecent : undefined,
        });
      }}
    >
      <Stack gap="sm">
        <Radio.Group
          label="Action"
          value={action}
          onChange={(v) => setAction(v as ModerationAction)}
        >
          <Stack gap={8} mt={6}>
            {actions.map((a) => (
              <Radio
                key={a}
                value={a}
                label={ACTION_LABELS[a].label}
                description={ACTION_LABELS[a].help}
              />
            ))}
          </Stack>
        </Radio.Group>
        {action === 'suspend_user' && (
          <NumberInput
            label="Suspend for (days)"
            min={1}
            max={SUSPEND_DAYS_MAX}
            allowDecimal={false}
            allowNegative={false}
            value={days}
            onChange={setDays}
            error={errors.suspend_days}
            required
          />
        )}
        {action === 'ban_from_group' && (
          <Checkbox
            label="Also remove her posts in this group from the last 7 days"
            checked={removeRecent}
            onChange={(e) => setRemoveRecent(e.currentTarget.checked)}
          />
        )}
        <Textarea
          label="Note (why)"
          description="Kept in the audit log. The reporters never see it."
          required
          autosize
          minRows={2}
          value={note}
          onChange={(e) => setNote(e.currentTarget.value)}
          error={errors.note}
        />
        {action !== 'dismiss' && (
          <>
            <RuleSelect value={why.rule} onChange={why.setRule} error={errors.rule} />
            <ReasonField
              value={why.reason}
              onChange={why.setReason}
              error={errors.reason}
              description="In the statement she receives, with the rule. Left empty, she reads your note."
            />
          </>
        )}
        <FormError error={resolve.error} />
        <Group justify="flex-end">
          <Button
            type="submit"
            loading={resolve.isPending}
            color={action === 'dismiss' ? undefined : 'red'}
          >
            {ACTION_LABELS[action].label}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
