import { useState } from 'react';
import { Button, Text, Tooltip } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PodcastEpisode } from '@hercircle/shared';
import { ActionIconLink } from '../../components/ButtonLink.tsx';
import { notifications } from '../../lib/toasts.ts';
import { errorMessage } from '../../lib/errors.ts';
import { shortDate } from '../../lib/dates.ts';
import { InZone } from '../../components/InZone.tsx';
import { trpc } from '../../lib/trpc.ts';
import { clock } from '../podcast/format.ts';
import {
  AdminCatalog,
  DeleteAction,
  EditAction,
  PublishedBadge,
  TitleCell,
} from './AdminCatalog.tsx';
import { EpisodeFormModal } from './EpisodeFormModal.tsx';
import { ADMIN_PODCAST_PAGE_SIZE, adminPodcastQuery } from './podcast-queries.ts';

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
    <AdminCatalog<PodcastEpisode>
      title="Podcast"
      description="Episodes of the podcast: a draft is published once it has its audio."
      newLabel="New Episode"
      onNew={() => setEditing('new')}
      records={list.data?.episodes ?? []}
      total={list.data?.total ?? 0}
      fetching={list.isFetching}
      error={list.error}
      page={page}
      pageSize={ADMIN_PODCAST_PAGE_SIZE}
      onPageChange={setPage}
      noRecordsText="No episodes yet. Create the first one."
      columns={[
        {
          accessor: 'title',
          render: (e) => <TitleCell title={e.title} detail={e.guest && `With ${e.guest}`} />,
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
            e.published_at ? <InZone>{(zone) => shortDate(e.published_at!, zone)}</InZone> : '—',
        },
        {
          accessor: 'status',
          render: (e) => <PublishedBadge published={e.status === 'published'} />,
        },
      ]}
      actions={(e) => (
        <>
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
          <EditAction title={e.title} onEdit={() => setEditing(e)} />
          <DeleteAction
            kind="episode"
            title={e.title}
            onDelete={() => remove.mutate({ id: e.id })}
          />
        </>
      )}
    >
      <EpisodeFormModal episode={editing} onClose={() => setEditing(null)} />
    </AdminCatalog>
  );
}
