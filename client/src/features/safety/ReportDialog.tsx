import { useState } from 'react';
import { Anchor, Button, Group, Radio, Stack, Text, Textarea, VisuallyHidden } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Trans } from 'react-i18next';
import {
  REPORT_NOTE_MAX,
  REPORT_REASONS,
  type ReportReason,
  type ReportTargetType,
} from '@hercircle/shared';
import { trpc } from '../../lib/trpc.ts';
import { errorStatus, fieldErrors } from '../../lib/errors.ts';
import { FormError } from '../../components/FormError.tsx';
import { CrisisResources } from './CrisisResources.tsx';
import { DangerNote, ReportReceipt } from './ReportReceipt.tsx';
import { usePageTexts } from '../../i18n/page-texts.ts';
import { safetyTexts } from '../../i18n/areas/safety.ts';
import { safetyLabelsTexts } from '../../i18n/areas/safety-labels.ts';

export interface ReportTarget {
  target_type: ReportTargetType;
  target_id: number;
  /**
   * What the title names, e.g. "Amara's post", in the page's language; "this post" and so on by
   * default.
   */
  label?: string;
}

/** The Report dialog's title: "Report this post", "Report Amara's post". */
export function ReportTitle({ target }: { target: ReportTarget }) {
  const { t } = usePageTexts(safetyTexts);
  return t('report.title', { label: target.label ?? t(`report.this.${target.target_type}`) });
}

/** The name of the dialog's close button (×), for screen readers. */
export function CloseText() {
  const { t } = usePageTexts(safetyTexts);
  return <VisuallyHidden>{t('report.close')}</VisuallyHidden>;
}

/** The body of the Report dialog: a reason, an optional note, then thanks and a receipt. */
export function ReportDialog({ target, onClose }: { target: ReportTarget; onClose: () => void }) {
  const queryClient = useQueryClient();
  const { t } = usePageTexts(safetyTexts);
  const { t: label } = usePageTexts(safetyLabelsTexts);
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
        <Text role="status">{t(already ? 'report.already' : 'report.thanks')}</Text>
        {send.data && <ReportReceipt report={send.data.report} />}
        {reason === 'danger' && <DangerNote />}
        {reason === 'self_harm' && <CrisisResources />}
        <Group justify="flex-end">
          <Button onClick={onClose} data-autofocus>
            {t('report.close')}
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
          label={t('report.why')}
          value={reason}
          onChange={(v) => setReason(v as ReportReason)}
          error={fieldErrors(send.error).reason}
          withAsterisk
        >
          <Stack gap={8} mt={6}>
            {REPORT_REASONS.map((r) => (
              <Radio key={r} value={r} label={label(`reasons.${r}`)} />
            ))}
          </Stack>
        </Radio.Group>
        {reason === 'danger' && <DangerNote />}
        {reason === 'self_harm' && <CrisisResources />}
        <Textarea
          label={t('report.note')}
          description={t('report.noteHelp')}
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
          <Trans
            t={t}
            i18nKey="report.guidelines"
            components={{
              guidelines: <Anchor href="/guidelines" target="_blank" underline="always" />,
              newTab: <VisuallyHidden component="span" />,
            }}
          />
        </Text>
        <FormError error={send.error} />
        <Group justify="flex-end" mt="xs">
          <Button variant="default" onClick={onClose}>
            {t('report.cancel')}
          </Button>
          <Button type="submit" disabled={!reason} loading={send.isPending}>
            {t('report.send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
