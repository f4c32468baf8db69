import { Alert, Badge, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import {
  REPORT_REASON_LABELS,
  reportReference,
  type MyReport,
  type ReportStatus,
  type ReportTargetType,
} from '@hercircle/shared';
import { trpc } from '../../lib/trpc.ts';
import { errorMessage } from '../../lib/errors.ts';
import { shortDate } from '../../lib/dates.ts';

const WHAT: Record<ReportTargetType, string> = {
  post: 'Post',
  reply: 'Reply',
  message: 'Chat message',
  story: 'Story',
  comment: 'Story comment',
  user: 'Member',
  group: 'Group',
};

const STATUS: Record<ReportStatus, { label: string; color: string }> = {
  open: { label: 'Open', color: 'plum' },
  actioned: { label: 'Actioned', color: 'sage' },
  dismissed: { label: 'Dismissed', color: 'gray' },
};

/**
 * The member's own reports and where they stand, with the house rule applied once actioned; who
 * was actioned and how stays with the moderators. Her receipts link here (#my-reports).
 */
export function MyReportsCard() {
  const mine = useQuery(trpc.moderation.myReports.queryOptions({}));
  return (
    <Card id="my-reports">
      <Stack gap="md">
        <div>
          <Title order={2} fz="lg">
            My reports
          </Title>
          <Text size="sm" c="dimmed">
            What you reported to our moderators, and whether they have looked at it.
          </Text>
        </div>
        {mine.isPending ? (
          <Stack gap="sm" role="status" aria-busy="true" aria-label="Loading your reports">
            <Skeleton h={40} />
            <Skeleton h={40} />
          </Stack>
        ) : mine.isError ? (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(mine.error)}
          </Alert>
        ) : mine.data.reports.length === 0 ? (
          <Text size="sm">You have not reported anything.</Text>
        ) : (
          <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
            {mine.data.reports.map((r) => (
              <ReportItem key={r.id} report={r} />
            ))}
            {mine.data.total > mine.data.reports.length && (
              <Text component="li" size="sm" c="dimmed">
                Showing your latest {mine.data.reports.length} of {mine.data.total} reports.
              </Text>
            )}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}

function ReportItem({ report }: { report: MyReport }) {
  const status = STATUS[report.status];
  return (
    <Group component="li" justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
      <Stack gap={2} style={{ minWidth: 0 }}>
        <Text size="sm" fw={600}>
          {WHAT[report.target_type]}
          {report.preview ? (
            <Text span size="sm" fw={400}>
              {': '}“{report.preview}”
            </Text>
          ) : (
            <Text span size="sm" fw={400} c="dimmed">
              {' '}
              (no longer available)
            </Text>
          )}
        </Text>
        <Text size="xs" c="dimmed">
          {reportReference(report.id)} · {REPORT_REASON_LABELS[report.reason]} ·{' '}
          {shortDate(report.created_at)}
        </Text>
        {report.rule && (
          <Text size="xs">
            Under rule {report.rule.number}: {report.rule.title}
          </Text>
        )}
      </Stack>
      <Badge color={status.color} style={{ flexShrink: 0 }}>
        {status.label}
      </Badge>
    </Group>
  );
}
