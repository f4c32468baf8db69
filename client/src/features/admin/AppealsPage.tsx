import { useState } from 'react';
import { Button, Paper, Select, Stack, Text } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminAppeal } from '@hercircle/shared';
import { trpc } from '../../lib/trpc.ts';
import { shortDate } from '../../lib/dates.ts';
import { DECISION_ACTION_LABELS } from '../fair-process/queries.ts';
import { AdminPage } from './AdminPage.tsx';
import { AdminTable } from './AdminTable.tsx';
import { AppealDrawer } from './AppealDrawer.tsx';
import { AppealStatusBadge, decidedBy, personName } from './appeal-labels.tsx';
import { useListState } from './list-state.ts';
import { appealsListQuery, type AppealsSearch } from './appeals-search.ts';

const STATUS_OPTIONS = [
  { value: 'pending', label: 'Pending' },
  { value: 'upheld', label: 'Upheld' },
  { value: 'reversed', label: 'Reversed' },
  { value: 'all', label: 'All appeals' },
];

/** The appeals queue: members contesting a decision, decided by an admin who did not take it. */
export function AppealsPage() {
  const list = useListState<AppealsSearch & { sort?: 'created_at' }>('created_at');
  const [reviewing, setReviewing] = useState<number | null>(null);
  const status = list.params.status ?? 'pending';
  const appeals = useQuery({
    ...appealsListQuery(trpc, list.params),
    placeholderData: keepPreviousData,
  });
  const open = appeals.data?.appeals.find((a) => a.id === reviewing) ?? null;

  return (
    <AdminPage
      title="Appeals"
      description="Members contesting a moderation decision. An admin who did not take the decision upholds or reverses it."
    >
      <Paper p="md" radius="md" withBorder>
        <Select
          aria-label="Filter by status"
          data={STATUS_OPTIONS}
          value={status}
          allowDeselect={false}
          onChange={(v) =>
            list.update({ status: v === 'pending' ? undefined : (v as AppealsSearch['status']) })
          }
          w={170}
          mb="md"
        />
        <AdminTable<AdminAppeal>
          list={list}
          records={appeals.data?.appeals}
          total={appeals.data?.total}
          fetching={appeals.isFetching}
          error={appeals.error}
          filtered={false}
          noun="appeals"
          emptyText={
            status === 'pending'
              ? 'No appeals waiting. All clear.'
              : status === 'all'
                ? 'No appeals yet.'
                : `No ${status} appeals.`
          }
          columns={[
            {
              accessor: 'created_at',
              title: 'Received',
              noWrap: true,
              render: (a) => shortDate(a.created_at),
            },
            { accessor: 'member', title: 'Member', render: (a) => personName(a.decision.user) },
            {
              accessor: 'decision',
              title: 'Decision',
              render: (a) => (
                <Stack gap={2} maw={320}>
                  <Text size="sm" fw={600}>
                    {DECISION_ACTION_LABELS[a.decision.action]}
                    {a.decision.group ? ` · ${a.decision.group.name}` : ''}
                  </Text>
                  {a.decision.excerpt && (
                    <Text size="sm" c="dimmed" lineClamp={2}>
                      {a.decision.excerpt}
                    </Text>
                  )}
                </Stack>
              ),
            },
            {
              accessor: 'rule',
              title: 'Rule',
              render: (a) =>
                a.decision.rule ? `${a.decision.rule.number}. ${a.decision.rule.title}` : '—',
            },
            { accessor: 'decided_by', title: 'Decided by', render: (a) => decidedBy(a.decision) },
            {
              accessor: 'status',
              title: 'Status',
              render: (a) => <AppealStatusBadge status={a.status} />,
            },
            {
              accessor: 'actions',
              title: 'Actions',
              textAlign: 'right',
              render: (a) => (
                <Button
                  size="xs"
                  variant="light"
                  onClick={() => setReviewing(a.id)}
                  aria-label={`Review the appeal of ${personName(a.decision.user)}, received ${shortDate(a.created_at)}`}
                >
                  Review
                </Button>
              ),
            },
          ]}
        />
      </Paper>
      <AppealDrawer appeal={open} onClose={() => setReviewing(null)} />
    </AdminPage>
  );
}
