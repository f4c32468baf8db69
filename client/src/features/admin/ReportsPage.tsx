import { useState } from 'react';
import { Badge, Button, Group, Paper, Select, Stack, Text } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  REPORT_STATUSES,
  REPORT_TARGET_TYPES,
  type ModerationTarget,
  type ReportStatus,
} from '@hercircle/shared';
import { trpc } from '../../lib/trpc.ts';
import { shortDate } from '../../lib/dates.ts';
import { AdminPage } from './AdminPage.tsx';
import { AdminTable } from './AdminTable.tsx';
import { ReportDrawer } from './ReportDrawer.tsx';
import { useListState } from './list-state.ts';
import { ReasonBadges, TARGET_LABELS, authorName } from './report-labels.tsx';
import { reportsListQuery, type ReportsSearch } from './reports-search.ts';
import { accountAge, isYoungAccount } from './account-age.ts';

const STATUS_OPTIONS = REPORT_STATUSES.map((s) => ({
  value: s,
  label: s[0]?.toUpperCase() + s.slice(1),
}));
const TYPE_OPTIONS = REPORT_TARGET_TYPES.map((t) => ({ value: t, label: TARGET_LABELS[t] }));

/** What was reported, in a line: its kind, an excerpt and whether it is hidden already. */
function Reported({ row }: { row: ModerationTarget }) {
  return (
    <Stack gap={2} maw={360}>
      <Group gap={6}>
        <Text size="xs" fw={600} c="dimmed" tt="uppercase">
          {TARGET_LABELS[row.target_type]}
        </Text>
        {row.hidden && (
          <Badge size="xs" color="gray">
            {row.auto_hidden ? 'Auto-hidden' : 'Hidden'}
          </Badge>
        )}
        {row.deleted && (
          <Badge size="xs" color="red">
            Deleted
          </Badge>
        )}
      </Group>
      <Text size="sm" lineClamp={2}>
        {row.excerpt ?? 'No longer exists'}
      </Text>
    </Stack>
  );
}

/** The author, and for a site admin how old her account is (a new one stands out). */
function Author({ row }: { row: ModerationTarget }) {
  return (
    <Stack gap={2}>
      <Text size="sm">{authorName(row.author)}</Text>
      {row.author_created_at && (
        <Text
          size="xs"
          c={isYoungAccount(row.author_created_at) ? 'var(--hc-danger-text)' : 'dimmed'}
          fw={isYoungAccount(row.author_created_at) ? 600 : undefined}
        >
          Account age: {accountAge(row.author_created_at)}
        </Text>
      )}
    </Stack>
  );
}

export function ReportsPage() {
  const list = useListState<ReportsSearch & { sort?: 'last' }>('last');
  const [reviewing, setReviewing] = useState<number | null>(null);
  const status: ReportStatus = list.params.status ?? 'open';
  const reports = useQuery({
    ...reportsListQuery(trpc, list.params),
    placeholderData: keepPreviousData,
  });
  const groups = useQuery(
    trpc.admin.communities.list.queryOptions({ limit: 100, sort: 'name', direction: 'asc' }),
  );

  return (
    <AdminPage
      title="Reports"
      description="What members reported, one row per post, reply, message, story, member or group."
    >
      <Paper p="md" radius="md" withBorder>
        <Group gap="sm" mb="md" wrap="wrap">
          <Select
            aria-label="Filter by status"
            data={STATUS_OPTIONS}
            value={status}
            allowDeselect={false}
            onChange={(v) =>
              list.update({ status: v === 'open' ? undefined : (v as ReportStatus) })
            }
            w={160}
          />
          <Select
            aria-label="Filter by type"
            placeholder="All types"
            clearable
            data={TYPE_OPTIONS}
            value={list.params.type ?? null}
            onChange={(v) => list.update({ type: (v as ReportsSearch['type']) ?? undefined })}
            w={170}
          />
          <Select
            aria-label="Filter by group"
            placeholder="All groups"
            clearable
            searchable
            data={(groups.data?.communities ?? []).map((g) => ({
              value: String(g.id),
              label: g.name,
            }))}
            value={list.params.group ?? null}
            onChange={(v) => list.update({ group: v ?? undefined })}
            w={220}
          />
        </Group>
        <AdminTable<ModerationTarget>
          list={list}
          records={reports.data?.reports}
          total={reports.data?.total}
          fetching={reports.isFetching}
          error={reports.error}
          filtered={Boolean(list.params.type || list.params.group)}
          noun="reports"
          emptyText={status === 'open' ? 'No open reports. All clear.' : `No ${status} reports.`}
          columns={[
            { accessor: 'excerpt', title: 'Reported', render: (r) => <Reported row={r} /> },
            { accessor: 'group_name', title: 'Group', render: (r) => r.group_name ?? '—' },
            { accessor: 'author', title: 'Author', render: (r) => <Author row={r} /> },
            {
              accessor: 'reasons',
              title: 'Reasons',
              render: (r) => <ReasonBadges reasons={r.reasons} />,
            },
            { accessor: 'reporter_count', title: 'Reporters', textAlign: 'right' },
            {
              accessor: 'last_reported_at',
              title: 'Last reported',
              noWrap: true,
              render: (r) => shortDate(r.last_reported_at),
            },
            {
              accessor: 'actions',
              title: 'Actions',
              textAlign: 'right',
              render: (r) => (
                <Button
                  size="xs"
                  variant="light"
                  onClick={() => setReviewing(r.id)}
                  aria-label={`Review ${TARGET_LABELS[r.target_type].toLowerCase()}: ${r.excerpt ?? ''}`}
                >
                  Review
                </Button>
              ),
            },
          ]}
        />
      </Paper>
      <ReportDrawer reportId={reviewing} siteAdmin onClose={() => setReviewing(null)} />
    </AdminPage>
  );
}
