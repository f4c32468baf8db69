import { useState } from 'react';
import { Alert, Anchor, Button, Card, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconArrowLeft, IconPencil, IconSend } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { trpc } from '../../lib/trpc.ts';
import { errorMessage } from '../../lib/errors.ts';
import { FormattedText } from '../../components/FormattedText.tsx';
import { AdminPage } from './AdminPage.tsx';
import { storyStatusLabel } from '@hercircle/shared/constants';
import { StatusBadge } from './StatusBadge.tsx';
import { StoryFormModal } from './StoryFormModal.tsx';
import { usePublishStory } from './StoriesPage.tsx';
import { shortDate } from '../../lib/dates.ts';

export function StoryDetailPage({ id }: { id: number }) {
  const story = useQuery(trpc.admin.stories.get.queryOptions({ id }));
  const [editing, setEditing] = useState(false);
  const publish = usePublishStory();
  const back = (
    <Anchor component={Link} to="/admin/stories" size="sm">
      <Group gap={4}>
        <IconArrowLeft size={14} aria-hidden /> All stories
      </Group>
    </Anchor>
  );
  if (story.isPending) {
    return (
      <AdminPage title="Story">
        <Skeleton h={240} radius="md" />
      </AdminPage>
    );
  }
  if (story.isError) {
    return (
      <AdminPage title="Story">
        <Alert color="red" variant="light" title="This story could not be shown">
          {errorMessage(story.error)}
        </Alert>
        {back}
      </AdminPage>
    );
  }
  const s = story.data.story;
  return (
    <AdminPage
      title={s.title}
      description={`By ${s.author_name} · created ${shortDate(s.createdAt)}${s.publishedAt ? ` · published ${shortDate(s.publishedAt)}` : ''}`}
      actions={
        <>
          {s.status === 'draft' && (
            <Button
              variant="default"
              leftSection={<IconSend size={16} aria-hidden />}
              loading={publish.isPending}
              onClick={() => publish.mutate({ id: s.id })}
            >
              Publish
            </Button>
          )}
          <Button
            leftSection={<IconPencil size={16} aria-hidden />}
            onClick={() => setEditing(true)}
          >
            Edit
          </Button>
        </>
      }
    >
      {back}
      <Card>
        <Stack gap="md">
          <Group gap="xs">
            <StatusBadge
              value={s.status}
              label={storyStatusLabel(s.status, s.isMemberSubmission)}
            />
            {s.isMemberSubmission && (
              <Text size="sm" c="dimmed">
                Submitted by a member
              </Text>
            )}
          </Group>
          <Stack maw="70ch">
            <FormattedText source={s.content} lh={1.7} />
          </Stack>
        </Stack>
      </Card>
      <StoryFormModal story={editing ? s : null} onClose={() => setEditing(false)} />
    </AdminPage>
  );
}
