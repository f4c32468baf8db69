import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DataTable } from 'mantine-datatable';
import { KEYBOARD_SCROLL } from './AdminTable.tsx';
import { formatSuspensionEnd } from '@hercircle/shared/messages';
import { NO_REASON_GIVEN, type UserModeration } from '@hercircle/shared';
import { trpc } from '../../lib/trpc.ts';
import { shortDate } from '../../lib/dates.ts';
import { errorMessage } from '../../lib/errors.ts';
import { notifications } from '../../lib/toasts.ts';
import { DECISION_ACTION_LABELS } from '../fair-process/queries.ts';
import { AppealStatusBadge, personName } from './appeal-labels.tsx';
import 'mantine-datatable/styles.layer.css';

type Decision = UserModeration['decisions'][number];

const isFuture = (iso: string | null) => iso !== null && new Date(iso) > new Date();

function Count({ label, value }: { label: string; value: number }) {
  return (
    <div>
      <Text component="dt" size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text component="dd" fz={24} fw={600} m={0}>
        {value}
      </Text>
    </div>
  );
}

/** Lifting a suspension or a posting mute early; the record comes back with the change. */
function useLift(id: number) {
  const queryClient = useQueryClient();
  const options = (message: string) => ({
    onSuccess: (record: UserModeration) => {
      queryClient.setQueryData(trpc.admin.fairProcess.memberRecord.queryKey({ id }), record);
      void queryClient.invalidateQueries({ queryKey: trpc.admin.users.pathKey() });
      notifications.show({ color: 'sage', message });
    },
    onError: (error: unknown) => notifications.show({ color: 'red', message: errorMessage(error) }),
  });
  return {
    suspension: useMutation(
      trpc.admin.fairProcess.endSuspension.mutationOptions(options('Suspension ended.')),
    ),
    mute: useMutation(
      trpc.admin.fairProcess.endPostingMute.mutationOptions(options('She can post again.')),
    ),
  };
}

/**
 * A member's moderation record on her page in the portal: the decisions about her with their
 * appeals, how many reports she filed and drew, and her suspension or posting mute with the way
 * to lift it.
 */
export function MemberRecordCard({ userId, onSuspend }: { userId: number; onSuspend: () => void }) {
  const record = useQuery(trpc.admin.fairProcess.memberRecord.queryOptions({ id: userId }));
  const lift = useLift(userId);
  return (
    <Card component="section" aria-labelledby="moderation-record">
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Title order={2} fz="lg" id="moderation-record">
            Moderation record
          </Title>
          <Button color="red" variant="light" onClick={onSuspend}>
            Suspend
          </Button>
        </Group>
        {record.isPending ? (
          <Skeleton h={120} />
        ) : record.isError ? (
          <Alert color="red" variant="light">
            {errorMessage(record.error)}
          </Alert>
        ) : (
          <>
            <SimpleGrid component="dl" cols={{ base: 1, xs: 3 }} m={0}>
              <Count label="Reports she filed" value={record.data.reports_filed} />
              <Count label="Reports about her" value={record.data.reports_about} />
              <Count label="Open reports about her" value={record.data.open_reports_about} />
            </SimpleGrid>
            {isFuture(record.data.suspended_until) && (
              <Alert color="orange" variant="light">
                <Group justify="space-between" gap="sm">
                  <Text size="sm">
                    <strong>Suspended</strong> until{' '}
                    {formatSuspensionEnd(record.data.suspended_until ?? '')}.
                  </Text>
                  <Button
                    size="xs"
                    variant="default"
                    loading={lift.suspension.isPending}
                    onClick={() => lift.suspension.mutate({ id: userId })}
                  >
                    End suspension
                  </Button>
                </Group>
              </Alert>
            )}
            {isFuture(record.data.posting_muted_until) && (
              <Alert color="orange" variant="light">
                <Group justify="space-between" gap="sm">
                  <Text size="sm">
                    <strong>Muted from posting</strong> after repeated decisions, until{' '}
                    {formatSuspensionEnd(record.data.posting_muted_until ?? '')}.
                  </Text>
                  <Button
                    size="xs"
                    variant="default"
                    loading={lift.mute.isPending}
                    onClick={() => lift.mute.mutate({ id: userId })}
                  >
                    Let her post again
                  </Button>
                </Group>
              </Alert>
            )}
            <DecisionsTable decisions={record.data.decisions} />
          </>
        )}
      </Stack>
    </Card>
  );
}

function DecisionsTable({ decisions }: { decisions: Decision[] }) {
  return (
    <section aria-labelledby="member-decisions">
      <Title order={3} fz="md" id="member-decisions" mb="xs">
        Decisions about her
      </Title>
      <DataTable<Decision>
        minHeight={decisions.length === 0 ? 120 : undefined}
        withTableBorder={false}
        records={decisions}
        noRecordsText="No moderation decisions about her."
        // On a phone the table scrolls sideways: a keyboard reaches it (its section names it).
        scrollAreaProps={KEYBOARD_SCROLL}
        columns={[
          {
            accessor: 'created_at',
            title: 'Date',
            noWrap: true,
            render: (d) => shortDate(d.created_at),
          },
          {
            accessor: 'action',
            title: 'Action',
            render: (d) => (
              <Stack gap={2} maw={260}>
                <Text size="sm">
                  {DECISION_ACTION_LABELS[d.action]}
                  {d.group ? ` · ${d.group.name}` : ''}
                </Text>
                {d.excerpt && (
                  <Text size="xs" c="dimmed" lineClamp={2}>
                    {d.excerpt}
                  </Text>
                )}
              </Stack>
            ),
          },
          {
            accessor: 'rule',
            title: 'Rule',
            render: (d) => (d.rule ? `${d.rule.number}. ${d.rule.title}` : '—'),
          },
          {
            accessor: 'reason',
            title: 'Reason',
            render: (d) => (
              <Text size="sm" maw={260} lineClamp={3}>
                {d.reason || NO_REASON_GIVEN}
              </Text>
            ),
          },
          {
            accessor: 'decided_by',
            title: 'Decided by',
            render: (d) => (d.automated || !d.decided_by ? 'Automatic' : personName(d.decided_by)),
          },
          {
            accessor: 'appeal',
            title: 'Appeal',
            render: (d) => (d.appeal ? <AppealStatusBadge status={d.appeal.status} /> : '—'),
          },
          {
            accessor: 'reversed_at',
            title: 'Reversed',
            noWrap: true,
            render: (d) =>
              d.reversed_at ? <Badge color="sage">{shortDate(d.reversed_at)}</Badge> : '—',
          },
        ]}
      />
    </section>
  );
}
