import { Alert, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { STORY_SECTION_LABELS } from '@hercircle/shared/constants';
import { trpc } from '../../lib/trpc.ts';
import { errorMessage } from '../../lib/errors.ts';
import { shortDate } from '../../lib/dates.ts';
import { AnchorLink } from '../../components/AnchorLink.tsx';

/** "Saved": the stories she saved to read later, newest save first, each opening its page. */
export function SavedStoriesCard() {
  const saved = useQuery(trpc.content.savedStories.queryOptions());
  return (
    <Card id="saved" component="section" aria-labelledby="saved-heading">
      <Stack gap="md">
        <div>
          <Title order={2} fz="lg" id="saved-heading">
            Saved
          </Title>
          <Text size="sm" c="dimmed">
            Stories you saved to read later.
          </Text>
        </div>
        {saved.isPending ? (
          <Skeleton h={48} />
        ) : saved.isError ? (
          <Alert color="red">{errorMessage(saved.error)}</Alert>
        ) : saved.data.stories.length === 0 ? (
          <Text size="sm">
            Nothing saved yet. Press Save on a story and it waits for you here.{' '}
            <AnchorLink to="/stories" underline="always">
              Browse stories
            </AnchorLink>
          </Text>
        ) : (
          <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {saved.data.stories.map((story) => (
              <li key={story.id}>
                <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
                  <div style={{ minWidth: 0 }}>
                    <AnchorLink
                      to="/stories/$storyId"
                      params={{ storyId: story.id }}
                      fw={600}
                      style={{ overflowWrap: 'anywhere' }}
                    >
                      {story.title}
                    </AnchorLink>
                    <Text size="xs" c="dimmed">
                      {story.section ? `${STORY_SECTION_LABELS[story.section]} · ` : ''}
                      By {story.author_name}
                    </Text>
                  </div>
                  <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
                    Saved {shortDate(story.saved_at)}
                  </Text>
                </Group>
              </li>
            ))}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
