import { useState } from 'react';
import { ActionIcon, Button, Paper, Text, Tooltip } from '@mantine/core';
import { IconMessageX, IconPlus, IconSend } from '@tabler/icons-react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  STORY_SECTION_LABELS,
  STORY_SECTION_TOPICS,
  storyStatusLabel,
  type AdminStory,
} from '@hercircle/shared';
import { trpc } from '../../lib/trpc.ts';
import { shortDate } from '../../lib/dates.ts';
import { AdminPage } from './AdminPage.tsx';
import { AdminTable, RowActions, afterAdminChange } from './AdminTable.tsx';
import { StatusBadge } from './StatusBadge.tsx';
import { StoryFormModal } from './StoryFormModal.tsx';
import { DeclineStoryDialog } from './DeclineStoryDialog.tsx';
import { confirmDelete } from './confirm-delete.tsx';
import { ListToolbar } from './ListToolbar.tsx';
import { useListState } from './list-state.ts';
import { storiesListQuery, type StoriesSearch } from './queries.ts';

const STATUSES = [
  // Drafts: members' submissions in review and admins' own drafts (storyStatusLabel).
  { value: 'draft', label: 'Draft or in review' },
  { value: 'published', label: 'Published' },
  { value: 'archived', label: 'Archived' },
  { value: 'declined', label: 'Declined' },
];

export function usePublishStory() {
  const queryClient = useQueryClient();
  return useMutation(
    trpc.admin.stories.publish.mutationOptions(
      afterAdminChange(
        queryClient,
        trpc.admin.stories.pathKey(),
        ({ story }: { story: AdminStory }) => `“${story.title}” is published.`,
      ),
    ),
  );
}

export function StoriesPage({ startCreating = false }: { startCreating?: boolean }) {
  const list = useListState<StoriesSearch>('createdAt');
  const [editing, setEditing] = useState<AdminStory | 'new' | null>(startCreating ? 'new' : null);
  const [declining, setDeclining] = useState<AdminStory | null>(null);
  const queryClient = useQueryClient();
  const stories = useQuery({
    ...storiesListQuery(trpc, list.params),
    placeholderData: keepPreviousData,
  });
  const publish = usePublishStory();
  const remove = useMutation(
    trpc.admin.stories.delete.mutationOptions(
      afterAdminChange(queryClient, trpc.admin.stories.pathKey(), 'Story deleted.'),
    ),
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
        <AdminTable<AdminStory>
          list={list}
          records={stories.data?.stories}
          total={stories.data?.total}
          fetching={stories.isFetching}
          error={stories.error}
          filtered={Boolean(list.search || list.status)}
          noun="stories"
          emptyText="No stories yet. Write the first one."
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
              accessor: 'section',
              render: (s) => (
                <div>
                  <Text
                    size="sm"
                    c={s.section ? undefined : 'dimmed'}
                    style={{ whiteSpace: 'nowrap' }}
                  >
                    {s.section ? STORY_SECTION_LABELS[s.section] : 'Community'}
                  </Text>
                  {s.section && s.category && (
                    <Text size="xs" c="dimmed">
                      {STORY_SECTION_TOPICS[s.section][s.category] ?? s.category}
                    </Text>
                  )}
                </div>
              ),
            },
            {
              accessor: 'status',
              sortable: true,
              // The badge would shrink to an ellipsis beside the section column otherwise.
              width: 120,
              render: (s) => (
                <StatusBadge
                  value={s.status}
                  label={storyStatusLabel(s.status, s.isMemberSubmission)}
                />
              ),
            },
            {
              accessor: 'createdAt',
              title: 'Created',
              noWrap: true,
              sortable: true,
              render: (s) => shortDate(s.createdAt),
            },
            {
              accessor: 'publishedAt',
              title: 'Published',
              noWrap: true,
              sortable: true,
              render: (s) => (s.publishedAt ? shortDate(s.publishedAt) : '—'),
            },
            {
              accessor: 'actions',
              title: 'Actions',
              textAlign: 'right',
              render: (s) => (
                <RowActions
                  name={s.title}
                  view={{ to: '/admin/stories/$id', id: s.id }}
                  onEdit={() => setEditing(s)}
                  onDelete={() =>
                    confirmDelete('story', s.title, () => remove.mutate({ id: s.id }))
                  }
                >
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
                  {s.isMemberSubmission && (s.status === 'draft' || s.status === 'archived') && (
                    <Tooltip label="Decline with a note">
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        onClick={() => setDeclining(s)}
                        aria-label={`Decline ${s.title}`}
                      >
                        <IconMessageX size={16} aria-hidden />
                      </ActionIcon>
                    </Tooltip>
                  )}
                </RowActions>
              ),
            },
          ]}
        />
      </Paper>
      <StoryFormModal story={editing} onClose={() => setEditing(null)} />
      <DeclineStoryDialog story={declining} onClose={() => setDeclining(null)} />
    </AdminPage>
  );
}
