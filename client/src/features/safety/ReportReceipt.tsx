import { Alert, Anchor, Paper, SimpleGrid, Text } from '@mantine/core';
import {
  DANGER_NOTE,
  REPORT_REASON_LABELS,
  REPORTED_THING,
  reportReference,
  type MyReport,
} from '@hercircle/shared';
import { dateFormat } from '../../lib/dates.ts';

/** When she sent it, in her own zone (the dialog only ever renders in her browser). */
function sentAt(iso: string): string {
  return dateFormat('en-US', { dateStyle: 'long', timeStyle: 'short' }).format(new Date(iso));
}

/** What she is told to do at once when someone is in danger: the report alone brings no help. */
export function DangerNote() {
  return (
    <Alert color="red" variant="light" title="If someone is in danger now" role="note">
      {DANGER_NOTE}
    </Alert>
  );
}

/**
 * The receipt of a report (issue 33): its reference, what she reported, the category and when;
 * the same as the email she is sent.
 */
export function ReportReceipt({ report }: { report: MyReport }) {
  const rows: [string, string][] = [
    ['Reference', reportReference(report.id)],
    [
      'What you reported',
      REPORTED_THING[report.target_type] + (report.preview ? `: “${report.preview}”` : ''),
    ],
    ['Category', REPORT_REASON_LABELS[report.reason]],
    ['Sent', sentAt(report.created_at)],
  ];
  return (
    <Paper withBorder p="sm" radius="md" aria-label="Your receipt" component="section">
      <SimpleGrid component="dl" cols={{ base: 1, xs: 2 }} spacing={4} verticalSpacing={6} m={0}>
        {rows.map(([term, value]) => (
          <div key={term} style={{ display: 'contents' }}>
            <Text component="dt" size="sm" c="dimmed">
              {term}
            </Text>
            <Text component="dd" size="sm" fw={500} m={0} style={{ overflowWrap: 'anywhere' }}>
              {value}
            </Text>
          </div>
        ))}
      </SimpleGrid>
      <Text size="sm" mt="sm">
        We have emailed you a copy. You can follow it under{' '}
        <Anchor href="/settings#my-reports" underline="always">
          My reports
        </Anchor>{' '}
        in your settings.
      </Text>
    </Paper>
  );
}
