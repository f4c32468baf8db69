import { useState } from 'react';
import { Badge } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { countryName, RESOURCE_TOPICS, type Resource } from '@hercircle/shared';
import { notifications } from '../../lib/toasts.ts';
import { errorMessage } from '../../lib/errors.ts';
import { trpc } from '../../lib/trpc.ts';
import { AdminCatalog, DeleteAction, EditAction, TitleCell } from './AdminCatalog.tsx';
import { ResourceFormModal } from './ResourceFormModal.tsx';

const PAGE_SIZE = 25;
const topicTitle = (slug: string) => RESOURCE_TOPICS.find((t) => t.slug === slug)?.title ?? slug;

/** /admin/resources: the resource directory the resources page and the Mental Health page show. */
export function AdminResourcesPage() {
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<Resource | 'new' | null>(null);
  const queryClient = useQueryClient();
  const list = useQuery(trpc.admin.resources.list.queryOptions());
  const records = list.data?.resources ?? [];
  const remove = useMutation(
    trpc.admin.resources.delete.mutationOptions({
      onSuccess: () => {
        notifications.show({ color: 'sage', message: 'Resource deleted.' });
        void queryClient.invalidateQueries({ queryKey: trpc.admin.resources.pathKey() });
      },
      onError: (e) => notifications.show({ color: 'red', message: errorMessage(e) }),
    }),
  );

  return (
    <AdminCatalog<Resource>
      title="Resources"
      description="Helplines, guides and organisations: readers see their own country's first."
      newLabel="New Resource"
      onNew={() => setEditing('new')}
      records={records.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE)}
      total={records.length}
      fetching={list.isFetching}
      error={list.error}
      page={page}
      pageSize={PAGE_SIZE}
      onPageChange={setPage}
      noRecordsText="No resources yet. Add the first one."
      columns={[
        {
          accessor: 'title',
          render: (r) => <TitleCell title={r.title} detail={r.phone ?? r.url} />,
        },
        { accessor: 'type', render: (r) => <Badge variant="light">{r.type}</Badge> },
        { accessor: 'topic', title: 'Category', render: (r) => topicTitle(r.topic) },
        { accessor: 'country', render: (r) => countryName(r.country) },
      ]}
      actions={(r) => (
        <>
          <EditAction title={r.title} onEdit={() => setEditing(r)} />
          <DeleteAction
            kind="resource"
            title={r.title}
            onDelete={() => remove.mutate({ id: r.id })}
          />
        </>
      )}
    >
      <ResourceFormModal resource={editing} onClose={() => setEditing(null)} />
    </AdminCatalog>
  );
}
