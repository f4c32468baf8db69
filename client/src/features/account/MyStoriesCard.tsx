import { useState } from 'react';
import { Alert, Badge, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { StoryStatus } from '@hercircle/shared/constants';
import { trpc } from '../../lib/trpc.ts';
import { errorMessage } from '../../lib/errors.ts';
import { AnchorLink } from '../../components/AnchorLink.tsx';
import type { MyStory } from '@hercircle/shared';
import { ReviseStoryDialog } from './ReviseStoryDialog.tsx';
import { useDates } from '../../lib/dates.ts';
import { useTexts } from '../../i18n/texts.ts';
import { profileTexts } from '../../i18n/areas/profile.ts';

// Her stories are all member submissions: their labels (the catalogue's `stories.status`) say what
// the admin portal says of a member's submission (storyStatusLabel): a draft is "In review".
const BADGE_COLORS: Record<StoryStatus, string> = {
  draft: 'gray',
  published: 'plum',
  declined: 'red',
  archived: 'gray',
};

/** Her story submissions, each with where it stands and, when declined, the moderator's note. */
export function MyStoriesCard() {
  const { t } = useTexts(profileTexts);
  const { shortDate } = useDates();
  const mine = useQuery(trpc.content.myStories.queryOptions());
  const [revising, setRevising] = useState<MyStory | null>(null);
  return (
    <Card id="my-stories">
      <Stack gap="md">
        <div>
          <Title order={2} fz="lg">
            {t('stories.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('stories.intro')}
          </Text>
        </div>
        {mine.isPending ? (
          <Skeleton h={48} />
        ) : mine.isError ? (
          <Alert color="red">{errorMessage(mine.error)}</Alert>
        ) : mine.data.stories.length === 0 ? (
          <Text size="sm">
            {t('stories.none')}{' '}
            <AnchorLink to="/stories" underline="always">
              {t('stories.read')}
            </AnchorLink>
          </Text>
        ) : (
          <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {mine.data.stories.map((story) => {
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
                          dir="auto"
                        >
                          {story.title}
                        </AnchorLink>
                      ) : (
                        <Text fw={600} style={{ overflowWrap: 'anywhere' }} dir="auto">
                          {story.title}
                        </Text>
                      )}
                      <Text size="xs" c="dimmed">
                        {t('stories.shared', { date: shortDate(story.created_at) })}
                      </Text>
                    </div>
                    <Badge color={BADGE_COLORS[story.status]} style={{ flexShrink: 0 }}>
                      {t(`stories.status.${story.status}`)}
                    </Badge>
                  </Group>
                  {story.status === 'declined' && story.review_note && (
                    <Alert color="red" variant="light" mt="xs" title={t('stories.note')}>
                      <Text
                        size="sm"
                        style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
                        dir="auto"
                      >
                        {story.review_note}
                      </Text>
                    </Alert>
                  )}
                  {story.status === 'declined' && (
                    <Button
                      variant="light"
                      size="sm"
                      mt="xs"
                      aria-label={t('stories.reviseNamed', { title: story.title })}
                      onClick={() => setRevising(story)}
                    >
                      {t('stories.revise')}
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
