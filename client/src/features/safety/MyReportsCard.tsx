import { Alert, Badge, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { reportReference, type MyReport, type ReportStatus } from '@hercircle/shared';
import { trpc } from '../../lib/trpc.ts';
import { errorMessage } from '../../lib/errors.ts';
import { useDates } from '../../lib/dates.ts';
import { useTexts } from '../../i18n/texts.ts';
import { settingsTexts } from '../../i18n/areas/settings.ts';
import { safetyLabelsTexts } from '../../i18n/areas/safety-labels.ts';

const STATUS_COLOR: Record<ReportStatus, string> = {
  open: 'plum',
  actioned: 'sage',
  dismissed: 'gray',
};

/**
 * The member's own reports and where they stand, with the house rule applied once actioned; who
 * was actioned and how stays with the moderators. Her receipts link here (#my-reports).
 */
export function MyReportsCard() {
  const { t } = useTexts(settingsTexts);
  const mine = useQuery(trpc.moderation.myReports.queryOptions({}));
  return (
    <Card id="my-reports">
      <Stack gap="md">
        <div>
          <Title order={2} fz="lg">
            {t('reports.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('reports.intro')}
          </Text>
        </div>
        {mine.isPending ? (
          <Stack gap="sm" role="status" aria-busy="true" aria-label={t('reports.loading')}>
            <Skeleton h={40} />
            <Skeleton h={40} />
          </Stack>
        ) : mine.isError ? (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(mine.error)}
          </Alert>
        ) : mine.data.reports.length === 0 ? (
          <Text size="sm">{t('reports.none')}</Text>
        ) : (
          <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
            {mine.data.reports.map((r) => (
              <ReportItem key={r.id} report={r} />
            ))}
            {mine.data.total > mine.data.reports.length && (
              <Text component="li" size="sm" c="dimmed">
                {t('reports.showing', {
                  shown: mine.data.reports.length,
                  count: mine.data.total,
                })}
              </Text>
            )}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}

function ReportItem({ report }: { report: MyReport }) {
  const { t } = useTexts(settingsTexts);
  const { t: safety } = useTexts(safetyLabelsTexts);
  const { shortDate } = useDates();
  return (
    <Group component="li" justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
      <Stack gap={2} style={{ minWidth: 0 }}>
        <Text size="sm" fw={600}>
          {safety(`targets.${report.target_type}`)}
          {report.preview ? (
            <Text span size="sm" fw={400}>
              {': '}
              {t('reports.quoted', { text: report.preview })}
            </Text>
          ) : (
            <Text span size="sm" fw={400} c="dimmed">
              {' '}
              {t('reports.gone')}
            </Text>
          )}
        </Text>
        <Text size="xs" c="dimmed">
          {reportReference(report.id)} · {safety(`reasons.${report.reason}`)} ·{' '}
          {shortDate(report.created_at)}
        </Text>
        {report.rule && (
          <Text size="xs">
            {t('reports.rule', { number: report.rule.number, title: report.rule.title })}
          </Text>
        )}
      </Stack>
      <Badge color={STATUS_COLOR[report.status]} style={{ flexShrink: 0 }}>
        {t(`reports.status.${report.status}`)}
      </Badge>
    </Group>
  );
}
