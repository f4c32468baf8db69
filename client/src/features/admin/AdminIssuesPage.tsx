import { useState } from 'react';
import { ActionIcon, Text, Tooltip } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Issue } from '@hercircle/shared';
import { notifications } from '../../lib/toasts.ts';
import { errorMessage } from '../../lib/errors.ts';
import { trpc } from '../../lib/trpc.ts';
import {
  AdminCatalog,
  DeleteAction,
  EditAction,
  PublishedBadge,
  TitleCell,
} from './AdminCatalog.tsx';
import { IssueFormModal } from './IssueFormModal.tsx';
import { ADMIN_ISSUES_PAGE_SIZE, adminIssuesQuery } from './issues-queries.ts';

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
    <AdminCatalog<Issue>
      title="Magazine"
      description="Issues of the magazine: a draft is published once it has its PDF."
      newLabel="New Issue"
      onNew={() => setEditing('new')}
      records={list.data?.issues ?? []}
      total={list.data?.total ?? 0}
      fetching={list.isFetching}
      error={list.error}
      page={page}
      pageSize={ADMIN_ISSUES_PAGE_SIZE}
      onPageChange={setPage}
      noRecordsText="No issues yet. Create the first one."
      columns={[
        {
          accessor: 'title',
          render: (i) => (
            <TitleCell title={i.title} detail={`Issue ${i.issue_number} · ${i.month}`} />
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
          render: (i) => <PublishedBadge published={i.status === 'published'} />,
        },
      ]}
      actions={(i) => (
        <>
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
          <EditAction title={i.title} onEdit={() => setEditing(i)} />
          <DeleteAction kind="issue" title={i.title} onDelete={() => remove.mutate({ id: i.id })} />
        </>
      )}
    >
      <IssueFormModal issue={editing} onClose={() => setEditing(null)} />
    </AdminCatalog>
  );
}
