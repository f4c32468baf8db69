import { Badge, Group } from '@mantine/core';
import { REPORT_REASON_LABELS } from '@hercircle/shared/constants';
import type {
  ModerationAuthor,
  ReportReason,
  ReportStatus,
  ReportTargetType,
} from '@hercircle/shared';

export const TARGET_LABELS: Record<ReportTargetType, string> = {
  post: 'Post',
  reply: 'Reply',
  message: 'Chat message',
  story: 'Story',
  comment: 'Story comment',
  user: 'Member',
  group: 'Group',
};

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
 * it is the one that cannot wait.
 */
export function ReasonBadges({ reasons }: { reasons: { reason: ReportReason; count: number }[] }) {
  return (
    <Group gap={4}>
      {reasons.map((r) => (
        <Badge key={r.reason} color={r.reason === 'danger' ? 'red' : 'gray'}>
          {REPORT_REASON_LABELS[r.reason]}
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
