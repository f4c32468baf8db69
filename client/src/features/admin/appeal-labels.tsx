import { Badge } from '@mantine/core';
import type { AdminAppeal, AppealStatus } from '@hercircle/shared';

const STATUS_COLORS: Record<AppealStatus, string> = {
  pending: 'plum',
  upheld: 'gray',
  reversed: 'sage',
};

export function AppealStatusBadge({ status }: { status: AppealStatus }) {
  return (
    <Badge color={STATUS_COLORS[status]} tt="capitalize">
      {status}
    </Badge>
  );
}

export const personName = (p: { first_name: string; last_name: string }) =>
  `${p.first_name} ${p.last_name}`.trim();

/** Who took a decision: a moderator, or the site's rules alone. */
export const decidedBy = (d: AdminAppeal['decision']) =>
  d.automated || !d.decided_by ? 'Automatic' : personName(d.decided_by);
