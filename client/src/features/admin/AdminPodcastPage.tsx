import { useState } from 'react';
import { ActionIcon, Alert, Badge, Button, Group, Paper, Text, Tooltip } from '@mantine/core';
import { IconEye, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DataTable } from 'mantine-datatable';
import type { PodcastEpisode } from '@hercircle/shared';
import { ActionIconLink } from '../../components/ButtonLink.tsx';
import { notifications } from '../../lib/toasts.ts';
import { errorMessage } from '../../lib/errors.ts';
import { shortDate } from '../../lib/dates.ts';
import { InZone } from '../../components/InZone.tsx';
import { trpc } from '../../lib/trpc.ts';
import { clock } from '../podcast/format.ts';
import { AdminPage } from './AdminPage.tsx';
import { confirmDelete } from './confirm-delete.tsx';
import { EpisodeFormModal } from './EpisodeFormModal.tsx';
import { ADMIN_PODCAST_PAGE_SIZE, adminPodcastQuery } from './podcast-queries.ts';
// With the tables that use it, not the portal's layout.
import 'mantine-datatable/styles.layer.css';

/** /admin/podcast: every episode, drafts too; create, edit (audio, chapters), publish, delete. */
export function AdminPodcastPage() {
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<PodcastEpisode | 'new' | null>(null);
  const queryClient = useQueryClient();
  const list = useQuery({ ...adminPodcastQuery(trpc, page), placeholderData: keepPreviousData });
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: trpc.admin.podcast.pathKey() });
    void queryClient.invalidateQueries({ queryKey: trpc.podcast.pathKey() });
  };
  const onError = (e: unknown) => notifications.show({ color: 'red', message: errorMessage(e) });
  const remove = useMutation(
    trpc.admin.podcast.delete.mutationOptions({
      onSuccess: () => {
        notifications.show({ color: 'sage', message: 'Episode deleted.' });
        refresh();
      },
      onError,
    }),
  );
  const setStatus = useMutation(
    trpc.admin.podcast.update.mutationOptions({
      onSuccess: ({ episode }) => {
        notifications.show({
          color: 'sage',
          message: episode.status === 'published' ? 'Episode published.' : 'Episode unpublished.',
        });
        refresh();
      },
      onError,
    }),
  );

  return (
    <AdminPage
      title="Podcast"
      description="Episodes of the podcast: a draft is published once it has its audio."
      actions={
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')}>
          New Episode
        </Button>
      }
    >
      <Paper p="md" radius="md" withBorder>
        {list.error ? (
          <Alert color="red" variant="light">
            {errorMessage(list.error)}
          </Alert>
        ) : (
          <DataTable<PodcastEpisode>
            minHeight={240}
            withTableBorder={false}
            highlightOnHover
            records={list.data?.episodes ?? []}
            fetching={list.isFetching}
            totalRecords={list.data?.total ?? 0}
            recordsPerPage={ADMIN_PODCAST_PAGE_SIZE}
            page={page}
            onPageChange={setPage}
            noRecordsText="No episodes yet. Create the first one."
            paginationText={({ from, to, totalRecords }) => `${from}–${to} of ${totalRecords}`}
            columns={[
              {
                accessor: 'title',
                render: (e) => (
                  <div>
                    <Text size="sm" fw={600}>
                      {e.title}
                    </Text>
                    {e.guest && (
                      <Text size="xs" c="dimmed">
                        With {e.guest}
                      </Text>
                    )}
                  </div>
                ),
              },
              {
                accessor: 'duration_seconds',
                title: 'Length',
                render: (e) =>
                  e.duration_seconds === null ? (
                    <Text span c="dimmed" size="sm">
                      No audio
                    </Text>
                  ) : (
                    clock(e.duration_seconds)
                  ),
              },
              {
                accessor: 'published_at',
                title: 'Published',
                noWrap: true,
                render: (e) =>
                  e.published_at ? (
                    <InZone>{(zone) => shortDate(e.published_at!, zone)}</InZone>
                  ) : (
                    '—'
                  ),
              },
              {
                accessor: 'status',
                render: (e) =>
                  e.status === 'published' ? (
                    <Badge color="sage">Published</Badge>
                  ) : (
                    <Badge color="gray">Draft</Badge>
                  ),
              },
              {
                accessor: 'actions',
                title: 'Actions',
                textAlign: 'right',
                render: (e) => (
                  <Group gap={4} justify="flex-end" wrap="nowrap">
                    {e.status === 'published' ? (
                      <>
                        <Tooltip label="View">
                          <ActionIconLink
                            variant="subtle"
                            to="/podcast/$episode"
                            params={{ episode: e.slug }}
                            aria-label={`View ${e.title}`}
                          >
                            <IconEye size={16} aria-hidden />
                          </ActionIconLink>
                        </Tooltip>
                        <Button
                          size="compact-xs"
                          variant="subtle"
                          onClick={() => setStatus.mutate({ id: e.id, status: 'draft' })}
                          aria-label={`Unpublish ${e.title}`}
                        >
                          Unpublish
                        </Button>
                      </>
                    ) : (
                      <Button
                        size="compact-xs"
                        variant="subtle"
                        disabled={!e.audio_url}
                        onClick={() => setStatus.mutate({ id: e.id, status: 'published' })}
                        aria-label={`Publish ${e.title}`}
                      >
                        Publish
                      </Button>
                    )}
                    <Tooltip label="Edit">
                      <ActionIcon
                        variant="subtle"
                        onClick={() => setEditing(e)}
                        aria-label={`Edit ${e.title}`}
                      >
                        <IconPencil size={16} aria-hidden />
                      </ActionIcon>
                    </Tooltip>
                    <Tooltip label="Delete">
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        onClick={() =>
                          confirmDelete('episode', e.title, () => remove.mutate({ id: e.id }))
                        }
                        aria-label={`Delete ${e.title}`}
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
      <EpisodeFormModal episode={editing} onClose={() => setEditing(null)} />
    </AdminPage>
  );
}
