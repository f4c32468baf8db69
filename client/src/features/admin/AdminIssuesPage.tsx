import { useState } from 'react';
import { ActionIcon, Alert, Badge, Button, Group, Paper, Text, Tooltip } from '@mantine/core';
import { IconExternalLink, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DataTable } from 'mantine-datatable';
import type { Issue } from '@hercircle/shared';
import { notifications } from '../../lib/toasts.ts';
import { errorMessage } from '../../lib/errors.ts';
import { trpc } from '../../lib/trpc.ts';
import { AdminPage } from './AdminPage.tsx';
import { confirmDelete } from './confirm-delete.tsx';
import { IssueFormModal } from './IssueFormModal.tsx';
import { ADMIN_ISSUES_PAGE_SIZE, adminIssuesQuery } from './issues-queries.ts';
// With the tables that use it, not the portal's layout.
import 'mantine-datatable/styles.layer.css';

/** /admin/issues: the magazine's issues, drafts too; create, edit (PDF, cover, contents), delete. */
export function AdminIssuesPage() {
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<Issue | 'new' | null>(null);
  const queryClient = useQueryClient();
  const list = useQuery({ ...adminIssuesQuery(trpc, page), placeholderData: keepPreviousData });
  const remove = useMutation(
    trpc.admin.issues.delete.mutationOptions({
      onSuccess: () => {
        notifications.show({ color: 'sage', message: 'Issue deleted.' });
        void queryClient.invalidateQueries({ queryKey: trpc.admin.issues.pathKey() });
      },
      onError: (e) => notifications.show({ color: 'red', message: errorMessage(e) }),
    }),
  );

  return (
    <AdminPage
      title="Magazine"
      description="Issues of the magazine: a draft is published once it has its PDF."
      actions={
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')}>
          New Issue
        </Button>
      }
    >
      <Paper p="md" radius="md" withBorder>
        {list.error ? (
          <Alert color="red" variant="light">
            {errorMessage(list.error)}
          </Alert>
        ) : (
          <DataTable<Issue>
            minHeight={240}
            withTableBorder={false}
            highlightOnHover
            records={list.data?.issues ?? []}
            fetching={list.isFetching}
            totalRecords={list.data?.total ?? 0}
            recordsPerPage={ADMIN_ISSUES_PAGE_SIZE}
            page={page}
            onPageChange={setPage}
            noRecordsText="No issues yet. Create the first one."
            paginationText={({ from, to, totalRecords }) => `${from}–${to} of ${totalRecords}`}
            columns={[
              {
                accessor: 'title',
                render: (i) => (
                  <div>
                    <Text size="sm" fw={600}>
                      {i.title}
                    </Text>
                    <Text size="xs" c="dimmed">
                      Issue {i.issue_number} · {i.month}
                    </Text>
                  </div>
                ),
              },
              { accessor: 'category' },
              {
                accessor: 'access',
                title: 'Readers',
                render: (i) => (i.access === 'members' ? 'Members' : 'Everyone'),
              },
              {
                accessor: 'page_count',
                title: 'Pages',
                render: (i) =>
                  i.page_count ?? (
                    <Text span c="dimmed" size="sm">
                      No PDF
                    </Text>
                  ),
              },
              {
                accessor: 'status',
                render: (i) =>
                  i.status === 'published' ? (
                    <Badge color="sage">Published</Badge>
                  ) : (
                    <Badge color="gray">Draft</Badge>
                  ),
              },
              {
                accessor: 'actions',
                title: 'Actions',
                textAlign: 'right',
                render: (i) => (
                  <Group gap={4} justify="flex-end" wrap="nowrap">
                    {i.pdf_url && (
                      <Tooltip label="Open PDF">
                        <ActionIcon
                          component="a"
                          href={i.pdf_url}
                          target="_blank"
                          rel="noopener"
                          variant="subtle"
                          aria-label={`Open the PDF of ${i.title}`}
                        >
                          <IconExternalLink size={16} aria-hidden />
                        </ActionIcon>
                      </Tooltip>
                    )}
                    <Tooltip label="Edit">
                      <ActionIcon
                        variant="subtle"
                        onClick={() => setEditing(i)}
                        aria-label={`Edit ${i.title}`}
                      >
                        <IconPencil size={16} aria-hidden />
                      </ActionIcon>
                    </Tooltip>
                    <Tooltip label="Delete">
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        onClick={() =>
                          confirmDelete('issue', i.title, () => remove.mutate({ id: i.id }))
                        }
                        aria-label={`Delete ${i.title}`}
                      >
                        <IconTrash size={16} aria-hidden />
                      </ActionIcon>
                    </Tooltip>
                  </Group>
                ),
              },
            ]}
          />
        )}
      </Paper>
      <IssueFormModal issue={editing} onClose={() => setEditing(null)} />
    </AdminPage>
  );
}
