import { Badge, Group } from '@mantine/core';
import { REPORT_REASON_LABELS } from '@hercircle/shared/constants';
import type {
  ModerationAuthor,
  ReportReason,
  ReportStatus,
  ReportTargetType,
} from '@hercircle/shared';
import { safetyLabelsTexts } from '../../i18n/areas/safety-labels.ts';

/** What a report is about, in English (the portal's language): the safety area's words. */
export const TARGET_LABELS: Record<ReportTargetType, string> = safetyLabelsTexts.en.targets;

const STATUS_COLORS: Record<ReportStatus, string> = {
  open: 'plum',
  actioned: 'sage',
  dismissed: 'gray',
};

export function ReportStatusBadge({ status }: { status: ReportStatus }) {
  return (
    <Badge color={STATUS_COLORS[status]} tt="capitalize">
      {status}
    </Badge>
  );
}

/**
 * "Harassment ×2": each reason once, with how many members gave it. "Someone is in danger" is red:
 * it is the one that cannot wait. In English unless a translated page (a group's reports) gives
 * its own `label`.
 */
export function ReasonBadges({
  reasons,
  label = (reason) => REPORT_REASON_LABELS[reason],
}: {
  reasons: { reason: ReportReason; count: number }[];
  label?: (reason: ReportReason) => string;
}) {
  return (
    <Group gap={4}>
      {reasons.map((r) => (
        <Badge key={r.reason} color={r.reason === 'danger' ? 'red' : 'gray'}>
          {label(r.reason)}
          {r.count > 1 ? ` ×${r.count}` : ''}
        </Badge>
      ))}
    </Group>
  );
}

export function authorName(author: ModerationAuthor | null): string {
  if (!author) return 'No author';
  return `${author.first_name} ${author.last_name}`.trim();
}
