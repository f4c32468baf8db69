import { useState } from 'react';
import {
  Alert,
  Badge,
  Button,
  Code,
  Group,
  Paper,
  Select,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { DataTable } from 'mantine-datatable';
import { KEYBOARD_SCROLL } from './AdminTable.tsx';
import type { AuditEntry } from '@hercircle/shared';
import { trpc } from '../../lib/trpc.ts';
import { errorMessage } from '../../lib/errors.ts';
import { AdminPage } from './AdminPage.tsx';
import { useListState } from './list-state.ts';
import { AUDIT_PAGE_SIZE, auditLogQuery, type AuditSearch } from './queries.ts';
import {
  AUDIT_ACTIONS,
  AUDIT_ACTION_LABELS,
  AUDIT_ENTITIES,
  AUDIT_ENTITY_LABELS,
  actionLabel,
  entityLabel,
} from './audit-labels.ts';
import 'mantine-datatable/styles.layer.css';

/** Columns a phone leaves to one stacked column, where the same facts show. */
const WIDE = '(min-width: 48em)';
const NARROW = '(max-width: 47.99em)';

function when(iso: string) {
  return new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
}

function recordOf(e: AuditEntry) {
  return e.entity_id === null ? entityLabel(e.entity) : `${entityLabel(e.entity)} #${e.entity_id}`;
}

/** The moderator's reason, where the entry keeps one: the line an admin scans for. */
function reasonOf(e: AuditEntry): string | null {
  const reason = e.details.reason ?? e.details.note;
  return typeof reason === 'string' && reason ? reason : null;
}

function Actor({ entry }: { entry: AuditEntry }) {
  if (entry.actor_id === null)
    return (
      <Text size="sm" c="dimmed">
        System (automatic)
      </Text>
    );
  return (
    <Stack gap={0}>
      {entry.actor_name && (
        <Text size="sm" fw={600}>
          {entry.actor_name}
        </Text>
      )}
      <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        {entry.actor_email}
      </Text>
    </Stack>
  );
}

function Rule({ entry }: { entry: AuditEntry }) {
  return entry.rule === null ? (
    <Text size="sm" c="dimmed" aria-label="No rule">
      –
    </Text>
  ) : (
    <Badge variant="light" color="plum" styles={{ label: { overflow: 'visible' } }}>
      Rule {entry.rule}
    </Badge>
  );
}

/** Every admin and moderation change, searchable by who did it, what and to which record. */
export function AuditLogPage() {
  const list = useListState<AuditSearch & { sort?: 'created_at' }>('created_at');
  const [open, setOpen] = useState<number[]>([]);
  const entries = useQuery({
    ...auditLogQuery(trpc, list.params),
    placeholderData: keepPreviousData,
  });
  const toggle = (id: number) =>
    setOpen((ids) => (ids.includes(id) ? ids.filter((i) => i !== id) : [...ids, id]));
  const filtered = Boolean(list.search || list.params.action || list.params.entity);

  return (
    <AdminPage
      title="Audit log"
      description="Every admin and moderation change: who made it, what, on which record, and the house rule it named. Newest first."
    >
      <Paper p="md" radius="md" withBorder>
        <Group gap="sm" mb="md" wrap="wrap">
          <TextInput
            aria-label="Search by actor"
            placeholder="Search by actor (email or name)"
            leftSection={<IconSearch size={16} aria-hidden />}
            value={list.search}
            onChange={(e) => list.setSearch(e.currentTarget.value)}
            style={{ flex: 1, minWidth: 220 }}
          />
          <Select
            aria-label="Filter by action"
            placeholder="All actions"
            clearable
            searchable
            data={AUDIT_ACTIONS.map((a) => ({ value: a, label: AUDIT_ACTION_LABELS[a] }))}
            value={list.params.action ?? null}
            onChange={(value) =>
              list.update({ action: (value ?? undefined) as AuditSearch['action'] })
            }
            w={{ base: '100%', xs: 210 }}
          />
          <Select
            aria-label="Filter by record"
            placeholder="All records"
            clearable
            searchable
            data={AUDIT_ENTITIES.map((e) => ({ value: e, label: AUDIT_ENTITY_LABELS[e] }))}
            value={list.params.entity ?? null}
            onChange={(value) =>
              list.update({ entity: (value ?? undefined) as AuditSearch['entity'] })
            }
            w={{ base: '100%', xs: 190 }}
          />
        </Group>
        {entries.error ? (
          <Alert color="red" variant="light">
            {errorMessage(entries.error)}
          </Alert>
        ) : (
          <DataTable<AuditEntry>
            scrollAreaProps={KEYBOARD_SCROLL}
            minHeight={240}
            withTableBorder={false}
            highlightOnHover
            records={entries.data?.entries ?? []}
            fetching={entries.isFetching}
            totalRecords={entries.data?.total ?? 0}
            recordsPerPage={AUDIT_PAGE_SIZE}
            page={list.page}
            onPageChange={list.setPage}
            noRecordsText={
              filtered
                ? 'No entries match these filters. Clear the search or filters.'
                : 'No changes recorded yet.'
            }
            paginationText={({ from, to, totalRecords }) => `${from}–${to} of ${totalRecords}`}
            rowExpansion={{
              trigger: 'never',
              allowMultiple: true,
              expanded: { recordIds: open, onRecordIdsChange: setOpen },
              content: ({ record }) => (
                <Code block p="md" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {JSON.stringify(record.details, null, 2)}
                </Code>
              ),
            }}
            columns={[
              {
                accessor: 'created_at',
                title: 'When',
                visibleMediaQuery: WIDE,
                render: (e) => when(e.created_at),
              },
              {
                accessor: 'actor_email',
                title: 'Actor',
                visibleMediaQuery: WIDE,
                render: (e) => <Actor entry={e} />,
              },
              {
                accessor: 'action',
                visibleMediaQuery: WIDE,
                render: (e) => actionLabel(e.action),
              },
              {
                accessor: 'entity',
                title: 'Record',
                visibleMediaQuery: WIDE,
                render: (e) => recordOf(e),
              },
              {
                // A phone has no room for five columns: the same facts, one above the other.
                accessor: 'entry',
                title: 'Change',
                visibleMediaQuery: NARROW,
                render: (e) => (
                  <Stack gap={4}>
                    <Text size="sm" fw={600}>
                      {actionLabel(e.action)} · {recordOf(e)}
                    </Text>
                    <Actor entry={e} />
                    <Text size="xs" c="dimmed">
                      {when(e.created_at)}
                    </Text>
                    {e.rule !== null && <Rule entry={e} />}
                  </Stack>
                ),
              },
              {
                accessor: 'rule',
                visibleMediaQuery: WIDE,
                render: (e) => <Rule entry={e} />,
              },
              {
                accessor: 'reason',
                title: 'Reason',
                visibleMediaQuery: WIDE,
                render: (e) => (
                  <Text size="sm" lineClamp={2}>
                    {reasonOf(e)}
                  </Text>
                ),
              },
              {
                accessor: 'details',
                title: 'Details',
                textAlign: 'right',
                render: (e) => (
                  <Button
                    size="compact-sm"
                    variant="subtle"
                    aria-expanded={open.includes(e.id)}
                    aria-label={`${open.includes(e.id) ? 'Hide' : 'Show'} the details of entry ${e.id}: ${actionLabel(e.action)}, ${recordOf(e)}`}
                    onClick={() => toggle(e.id)}
                  >
                    {open.includes(e.id) ? 'Hide' : 'Show'}
                  </Button>
                ),
              },
            ]}
          />
        )}
      </Paper>
    </AdminPage>
  );
}
