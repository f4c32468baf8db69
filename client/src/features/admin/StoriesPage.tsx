import { useState } from 'react';
import { ActionIcon, Alert, Button, Group, Paper, Text, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconEye, IconPencil, IconPlus, IconSend, IconTrash } from '@tabler/icons-react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DataTable } from 'mantine-datatable';
import type { AdminStory } from '@hercircle/shared';
import { trpc } from '../../lib/trpc.ts';
import { ActionIconLink } from '../../components/ButtonLink.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { AdminPage } from './AdminPage.tsx';
import { StatusBadge } from './StatusBadge.tsx';
import { StoryFormModal } from './StoryFormModal.tsx';
import { confirmDelete } from './confirm-delete.tsx';
import { ListToolbar } from './ListToolbar.tsx';
import { PAGE_SIZE, useListState } from './list-state.ts';

const STATUSES = [
  { value: 'draft', label: 'Draft' },
  { value: 'published', label: 'Published' },
  { value: 'archived', label: 'Archived' },
];

export function usePublishStory() {
  const queryClient = useQueryClient();
  return useMutation(
    trpc.admin.stories.publish.mutationOptions({
      onSuccess: ({ story }) => {
        notifications.show({ color: 'sage', message: `“${story.title}” is published.` });
        void queryClient.invalidateQueries({ queryKey: trpc.admin.stories.pathKey() });
        void queryClient.invalidateQueries({ queryKey: trpc.admin.stats.queryKey() });
      },
      onError: (error) => notifications.show({ color: 'red', message: errorMessage(error) }),
    }),
  );
}

export function StoriesPage({ startCreating = false }: { startCreating?: boolean }) {
  const list = useListState<'title' | 'createdAt' | 'publishedAt' | 'status'>('createdAt');
  const [editing, setEditing] = useState<AdminStory | 'new' | null>(startCreating ? 'new' : null);
  const queryClient = useQueryClient();
  const stories = useQuery({
    ...trpc.admin.stories.list.queryOptions({
      ...list.query,
      status: (list.status as AdminStory['status'] | null) ?? undefined,
    }),
    placeholderData: keepPreviousData,
  });
  const publish = usePublishStory();
  const remove = useMutation(
    trpc.admin.stories.delete.mutationOptions({
      onSuccess: () => {
        notifications.show({ color: 'sage', message: 'Story deleted.' });
        void queryClient.invalidateQueries({ queryKey: trpc.admin.stories.pathKey() });
        void queryClient.invalidateQueries({ queryKey: trpc.admin.stats.queryKey() });
      },
      onError: (error) => notifications.show({ color: 'red', message: errorMessage(error) }),
    }),
  );

  return (
    <AdminPage
      title="Stories"
      description="Review member submissions, publish, edit and archive."
      actions={
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')}>
          New Story
        </Button>
      }
    >
      <Paper p="md" radius="md" withBorder>
        <ListToolbar
          label="stories by title or author"
          search={list.search}
          onSearch={list.setSearch}
          status={list.status}
          onStatus={list.setStatus}
          statuses={STATUSES}
        />
        {stories.isError ? (
          <Alert color="red" variant="light">
            {errorMessage(stories.error)}
          </Alert>
        ) : (
          <DataTable<AdminStory>
            minHeight={240}
            withTableBorder={false}
            highlightOnHover
            records={stories.data?.stories ?? []}
            fetching={stories.isFetching}
            totalRecords={stories.data?.total ?? 0}
            recordsPerPage={PAGE_SIZE}
            page={list.page}
            onPageChange={list.setPage}
            sortStatus={list.sortStatus as never}
            onSortStatusChange={list.setSortStatus as never}
            noRecordsText={
              list.search || list.status
                ? 'No stories match. Clear the search or filter.'
                : 'No stories yet. Write the first one.'
            }
            paginationText={({ from, to, totalRecords }) => `${from}–${to} of ${totalRecords}`}
            columns={[
              {
                accessor: 'title',
                sortable: true,
                render: (s) => (
                  <div>
                    <Text size="sm" fw={600} lineClamp={1} maw={420}>
                      {s.title}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {s.author_name}
                      {s.isMemberSubmission ? ' · member submission' : ''}
                    </Text>
                  </div>
                ),
              },
              {
                accessor: 'status',
                sortable: true,
                render: (s) => <StatusBadge value={s.status} />,
              },
              {
                accessor: 'createdAt',
                title: 'Created',
                sortable: true,
                render: (s) =>
                  new Date(s.createdAt).toLocaleDateString('en-US', { dateStyle: 'medium' }),
              },
              {
                accessor: 'publishedAt',
                title: 'Published',
                sortable: true,
                render: (s) =>
                  s.publishedAt
                    ? new Date(s.publishedAt).toLocaleDateString('en-US', { dateStyle: 'medium' })
                    : '—',
              },
              {
                accessor: 'actions',
                title: 'Actions',
                textAlign: 'right',
                render: (s) => (
                  <Group gap={4} justify="flex-end" wrap="nowrap">
                    {s.status === 'draft' && (
                      <Tooltip label="Publish">
                        <ActionIcon
                          variant="subtle"
                          color="sage"
                          onClick={() => publish.mutate({ id: s.id })}
                          loading={publish.isPending && publish.variables?.id === s.id}
                          aria-label={`Publish ${s.title}`}
                        >
                          <IconSend size={16} aria-hidden />
                        </ActionIcon>
                      </Tooltip>
                    )}
                    <Tooltip label="View">
                      <ActionIconLink
                        variant="subtle"
                        to="/admin/stories/$id"
                        params={{ id: s.id }}
                        aria-label={`View ${s.title}`}
                      >
                        <IconEye size={16} aria-hidden />
                      </ActionIconLink>
                    </Tooltip>
                    <Tooltip label="Edit">
                      <ActionIcon
                        variant="subtle"
                        onClick={() => setEditing(s)}
                        aria-label={`Edit ${s.title}`}
                      >
                        <IconPencil size={16} aria-hidden />
                      </ActionIcon>
                    </Tooltip>
                    <Tooltip label="Delete">
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        onClick={() =>
                          confirmDelete('story', s.title, () => remove.mutate({ id: s.id }))
                        }
                        aria-label={`Delete ${s.title}`}
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
      <StoryFormModal story={editing} onClose={() => setEditing(null)} />
    </AdminPage>
  );
}
