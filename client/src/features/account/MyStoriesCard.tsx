import { useState } from 'react';
import { Alert, Badge, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { storyStatusLabel, type StoryStatus } from '@hercircle/shared/constants';
import { trpc } from '../../lib/trpc.ts';
import { errorMessage } from '../../lib/errors.ts';
import { AnchorLink } from '../../components/AnchorLink.tsx';
import type { MyStory } from '@hercircle/shared';
import { ReviseStoryDialog } from './ReviseStoryDialog.tsx';

// Her stories are all member submissions: their labels are the admin portal's for them.
const BADGES: Record<StoryStatus, { label: string; color: string }> = {
  draft: { label: storyStatusLabel('draft', true), color: 'gray' },
  published: { label: storyStatusLabel('published', true), color: 'plum' },
  declined: { label: storyStatusLabel('declined', true), color: 'red' },
  archived: { label: storyStatusLabel('archived', true), color: 'gray' },
};

const dateOf = (iso: string) =>
  new Date(iso).toLocaleDateString(undefined, { day: 'numeric', month: 'short', year: 'numeric' });

/** Her story submissions, each with where it stands and, when declined, the moderator's note. */
export function MyStoriesCard() {
  const mine = useQuery(trpc.content.myStories.queryOptions());
  const [revising, setRevising] = useState<MyStory | null>(null);
  return (
    <Card id="my-stories">
      <Stack gap="md">
        <div>
          <Title order={2} fz="lg">
            My stories
          </Title>
          <Text size="sm" c="dimmed">
            Stories you shared wait for a moderator before they are published.
          </Text>
        </div>
        {mine.isPending ? (
          <Skeleton h={48} />
        ) : mine.isError ? (
          <Alert color="red">{errorMessage(mine.error)}</Alert>
        ) : mine.data.stories.length === 0 ? (
          <Text size="sm">
            You have not shared a story yet.{' '}
            <AnchorLink to="/stories" underline="always">
              Read and share stories
            </AnchorLink>
          </Text>
        ) : (
          <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {mine.data.stories.map((story) => {
              const badge = BADGES[story.status];
              return (
                <li key={story.id}>
                  <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
                    <div style={{ minWidth: 0 }}>
                      {story.status === 'published' ? (
                        <AnchorLink
                          to="/stories/$storyId"
                          params={{ storyId: story.id }}
                          fw={600}
                          style={{ overflowWrap: 'anywhere' }}
                        >
                          {story.title}
                        </AnchorLink>
                      ) : (
                        <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                          {story.title}
                        </Text>
                      )}
                      <Text size="xs" c="dimmed">
                        Shared {dateOf(story.created_at)}
                      </Text>
                    </div>
                    <Badge color={badge.color} style={{ flexShrink: 0 }}>
                      {badge.label}
                    </Badge>
                  </Group>
                  {story.status === 'declined' && story.review_note && (
                    <Alert color="red" variant="light" mt="xs" title="Note from the moderator">
                      <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                        {story.review_note}
                      </Text>
                    </Alert>
                  )}
                  {story.status === 'declined' && (
                    <Button
                      variant="light"
                      size="sm"
                      mt="xs"
                      aria-label={`Revise and send again: ${story.title}`}
                      onClick={() => setRevising(story)}
                    >
                      Revise and send again
                    </Button>
                  )}
                </li>
              );
            })}
          </Stack>
        )}
      </Stack>
      {revising && <ReviseStoryDialog story={revising} onClose={() => setRevising(null)} />}
    </Card>
  );
}
