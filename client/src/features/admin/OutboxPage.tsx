import { useState } from 'react';
import { Alert, Badge, Button, Code, Group, Paper, Stack, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DataTable } from 'mantine-datatable';
import { KEYBOARD_SCROLL } from './AdminTable.tsx';
import type { OutboxEmail } from '@hercircle/shared';
import { trpc } from '../../lib/trpc.ts';
import { notifications } from '../../lib/toasts.ts';
import { errorMessage } from '../../lib/errors.ts';
import { AdminPage } from './AdminPage.tsx';
import { ListToolbar } from './ListToolbar.tsx';
import { useListState } from './list-state.ts';
import { outboxListQuery, PAGE_SIZE, type OutboxSearch } from './queries.ts';
import 'mantine-datatable/styles.layer.css';

const STATUSES = [
  { value: 'queued', label: 'Queued' },
  { value: 'sent', label: 'Sent' },
  { value: 'failed', label: 'Failed' },
];
const STATUS_COLORS = { queued: 'gray', sent: 'sage', failed: 'red' } as const;
/** Columns a phone leaves to the opened row, where the same facts show. */
const WIDE = '(min-width: 48em)';
const NARROW = '(max-width: 47.99em)';

function when(iso: string) {
  return new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
}

/** The mail the site sent or tried to send: an operator checks a delivery and sends a failed one again. */
export function OutboxPage() {
  const list = useListState<OutboxSearch & { sort?: 'created_at' }>('created_at');
  const [open, setOpen] = useState<number[]>([]);
  const queryClient = useQueryClient();
  const emails = useQuery({
    ...outboxListQuery(trpc, list.params),
    placeholderData: keepPreviousData,
  });
  const retry = useMutation(
    trpc.admin.outbox.retry.mutationOptions({
      onSuccess: ({ email }) => {
        void queryClient.invalidateQueries({ queryKey: trpc.admin.outbox.pathKey() });
        if (email.status === 'failed')
          notifications.show({
            color: 'red',
            message: `It failed again: ${email.last_error ?? 'the mail server did not take it'}`,
          });
        else
          notifications.show({
            color: 'sage',
            message: email.status === 'sent' ? 'Email sent.' : 'Email kept in the outbox.',
          });
      },
      onError: (error) => notifications.show({ color: 'red', message: errorMessage(error) }),
    }),
  );
  const toggle = (id: number) =>
    setOpen((ids) => (ids.includes(id) ? ids.filter((i) => i !== id) : [...ids, id]));

  return (
    <AdminPage
      title="Outbox"
      description="Every email the site sent or tried to send in the last 30 days, newest first. Tokens in links are masked."
    >
      {emails.data && !emails.data.delivers && (
        <Alert color="plum" variant="light" title="No mail server is configured">
          Emails are kept here and not sent. Each one&apos;s links are printed in the server&apos;s
          log, so you can open them on this machine. Set SMTP_URL to send them.
        </Alert>
      )}
      <Paper p="md" radius="md" withBorder>
        <ListToolbar
          label="emails by recipient"
          search={list.search}
          onSearch={list.setSearch}
          status={list.status}
          onStatus={list.setStatus}
          statuses={STATUSES}
        />
        {emails.error ? (
          <Alert color="red" variant="light">
            {errorMessage(emails.error)}
          </Alert>
        ) : (
          <DataTable<OutboxEmail>
            scrollAreaProps={KEYBOARD_SCROLL}
            minHeight={240}
            withTableBorder={false}
            highlightOnHover
            records={emails.data?.emails ?? []}
            fetching={emails.isFetching}
            totalRecords={emails.data?.total ?? 0}
            recordsPerPage={PAGE_SIZE}
            page={list.page}
            onPageChange={list.setPage}
            noRecordsText={
              list.search || list.status
                ? 'No emails match these filters. Clear the search or filters.'
                : 'No emails yet.'
            }
            paginationText={({ from, to, totalRecords }) => `${from}–${to} of ${totalRecords}`}
            rowExpansion={{
              trigger: 'never',
              allowMultiple: true,
              expanded: { recordIds: open, onRecordIdsChange: setOpen },
              content: ({ record }) => <EmailDetails email={record} />,
            }}
            columns={[
              {
                accessor: 'created_at',
                title: 'When',
                visibleMediaQuery: WIDE,
                render: (e) => when(e.created_at),
              },
              {
                accessor: 'to_address',
                title: 'Recipient',
                visibleMediaQuery: WIDE,
                render: (e) => <Recipient email={e} />,
              },
              { accessor: 'subject', visibleMediaQuery: WIDE },
              {
                // A phone has no room for three columns: the same facts, one above the other.
                accessor: 'email',
                title: 'Email',
                visibleMediaQuery: NARROW,
                render: (e) => (
                  <Stack gap={2}>
                    <Text size="sm" fw={600}>
                      {e.subject}
                    </Text>
                    <Recipient email={e} />
                    <Text size="xs" c="dimmed">
                      {when(e.created_at)}
                    </Text>
                  </Stack>
                ),
              },
              {
                accessor: 'status',
                noWrap: true,
                render: (e) => (
                  // Its label may not shrink to an ellipsis: a word this short always fits.
                  <Badge
                    color={STATUS_COLORS[e.status]}
                    tt="capitalize"
                    styles={{ label: { overflow: 'visible' } }}
                  >
                    {e.status}
                  </Badge>
                ),
              },
              { accessor: 'attempts', title: 'Tries', textAlign: 'right', visibleMediaQuery: WIDE },
              {
                accessor: 'last_error',
                title: 'Last error',
                visibleMediaQuery: WIDE,
                render: (e) => (
                  <Text size="sm" c="red" lineClamp={2}>
                    {e.last_error}
                  </Text>
                ),
              },
              {
                accessor: 'actions',
                title: 'Actions',
                textAlign: 'right',
                render: (e) => (
                  <Group gap={4} justify="flex-end">
                    <Button
                      size="compact-sm"
                      variant="subtle"
                      aria-expanded={open.includes(e.id)}
                      aria-label={`${open.includes(e.id) ? 'Hide' : 'Show'} the email to ${e.to_address}: ${e.subject}`}
                      onClick={() => toggle(e.id)}
                    >
                      {open.includes(e.id) ? 'Hide' : 'Show'}
                    </Button>
                    {e.status === 'failed' && (
                      <Button
                        size="compact-sm"
                        variant="light"
                        leftSection={<IconRefresh size={14} aria-hidden />}
                        disabled={e.has_attachments}
                        title={
                          e.has_attachments
                            ? 'Its attachment was not kept: it cannot be sent again.'
                            : undefined
                        }
                        loading={retry.isPending && retry.variables.id === e.id}
                        aria-label={`Retry the email to ${e.to_address}: ${e.subject}`}
                        onClick={() => retry.mutate({ id: e.id })}
                      >
                        Retry
                      </Button>
                    )}
                  </Group>
                ),
              },
            ]}
          />
        )}
      </Paper>
    </AdminPage>
  );
}

function Recipient({ email }: { email: OutboxEmail }) {
  return (
    <Group gap={6}>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {email.to_address}
      </Text>
      {email.discreet && (
        <Badge size="xs" color="plum" variant="light">
          Discreet
        </Badge>
      )}
    </Group>
  );
}

function EmailDetails({ email }: { email: OutboxEmail }) {
  return (
    <Stack gap="xs" p="md">
      <Text size="sm">
        {email.sent_at
          ? `Sent ${when(email.sent_at)}`
          : email.failed_at
            ? `Failed ${when(email.failed_at)}`
            : 'Not sent'}
        {` · ${email.attempts} ${email.attempts === 1 ? 'try' : 'tries'}`}
      </Text>
      {email.last_error && (
        <Text size="sm" c="red" style={{ overflowWrap: 'anywhere' }}>
          Last error: {email.last_error}
        </Text>
      )}
      <Code block style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {email.preview}
      </Code>
    </Stack>
  );
}
