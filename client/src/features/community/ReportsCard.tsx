import { lazy, Suspense, useState } from 'react';
import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { trpc } from '../../lib/trpc.ts';
import { useSession } from '../../lib/auth.ts';
import { errorMessage } from '../../lib/errors.ts';
import { useDates } from '../../lib/dates.ts';
import { ReasonBadges } from '../admin/report-labels.tsx';
import { useTexts } from '../../i18n/texts.ts';
import { groupTexts } from '../../i18n/areas/group.ts';
import { safetyLabelsTexts } from '../../i18n/areas/safety-labels.ts';

// The review drawer (the report's detail, the author's history, the actions) loads when she points
// at or first presses Review.
const loadReportDrawer = () => import('../admin/ReportDrawer.tsx');
const ReportDrawer = lazy(() => loadReportDrawer().then((m) => ({ default: m.ReportDrawer })));

/** A group admin's open reports about her group's posts and replies, each opening the review drawer. */
export function ReportsCard({ groupId }: { groupId: number }) {
  const session = useSession();
  const { t } = useTexts(groupTexts);
  const { t: safety } = useTexts(safetyLabelsTexts);
  const { relativeTime } = useDates();
  const [reviewing, setReviewing] = useState<number | null>(null);
  // Mounted from the first review on, so that closing it animates like any drawer.
  const [drawerOpened, setDrawerOpened] = useState(false);
  const reports = useQuery(
    trpc.moderation.reports.queryOptions({ status: 'open', group_id: groupId, limit: 10 }),
  );
  const rows = reports.data?.reports ?? [];
  const more = (reports.data?.total ?? 0) - rows.length;

  return (
    <Card>
      <Stack gap="sm">
        <Title order={2} fz="lg">
          {t('reports.title')}
        </Title>
        {reports.isError && (
          <Alert color="red" variant="light">
            {errorMessage(reports.error)}
          </Alert>
        )}
        {reports.data && rows.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('reports.none')}
          </Text>
        )}
        {rows.map((r) => (
          <Stack key={r.id} gap={4}>
            <Text size="xs" c="dimmed" fw={600} tt="uppercase">
              {safety(`targets.${r.target_type}`)} ·{' '}
              {t('reports.count', { count: r.reporter_count })} ·{' '}
              {relativeTime(r.last_reported_at).toLowerCase()}
            </Text>
            <Text size="sm" lineClamp={2} dir={r.excerpt ? 'auto' : undefined}>
              {r.excerpt ?? t('reports.gone')}
            </Text>
            <Group justify="space-between" align="flex-end" gap="xs" wrap="nowrap">
              <ReasonBadges reasons={r.reasons} label={(reason) => safety(`reasons.${reason}`)} />
              <Button
                size="xs"
                variant="light"
                onPointerEnter={() => void loadReportDrawer()}
                onFocus={() => void loadReportDrawer()}
                onClick={() => {
                  setDrawerOpened(true);
                  setReviewing(r.id);
                }}
                aria-label={t('reports.reviewLabel', {
                  target: safety(`targets.${r.target_type}`).toLowerCase(),
                  excerpt: r.excerpt ?? '',
                })}
              >
                {t('reports.review')}
              </Button>
            </Group>
          </Stack>
        ))}
        {more > 0 && (
          <Text size="xs" c="dimmed">
            {t('reports.more', { count: more })}
          </Text>
        )}
      </Stack>
      {drawerOpened && (
        <Suspense fallback={null}>
          <ReportDrawer
            reportId={reviewing}
            siteAdmin={session?.user.role === 'admin'}
            onClose={() => setReviewing(null)}
          />
        </Suspense>
      )}
    </Card>
  );
}
