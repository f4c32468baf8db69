import {
  Anchor,
  Button,
  Center,
  Container,
  Group,
  Loader,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { CONTENT_NOTE_LABELS } from '@hercircle/shared';
import { IconArrowLeft, IconFlag } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { trpc } from '../../lib/trpc.ts';
import { errorMessage } from '../../lib/errors.ts';
import { shortDate } from '../../lib/dates.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useSession } from '../../lib/auth.ts';
import { ContentNoteGate, useContentNoteMode } from '../../components/ContentNoteGate.tsx';
import { FormattedText } from '../../components/FormattedText.tsx';
import { openReportDialog } from '../safety/report.tsx';
import { readingMinutes } from './article-format.ts';
import { RelatedStories, StoryBreadcrumb } from './StoryNeighbours.tsx';
import { StoryComments } from './StoryComments.tsx';
import { SaveStoryButton } from './SaveStoryButton.tsx';

export function StoryPage({ id }: { id: number }) {
  const story = useQuery(trpc.content.story.queryOptions({ id }));
  const session = useSession();
  const noteMode = useContentNoteMode(story.data?.story.content_note ?? null);
  usePageTitle(story.data?.story.title ?? 'Story');
  const back = (
    <Button
      component={Link}
      to="/stories"
      variant="subtle"
      leftSection={<IconArrowLeft size={16} aria-hidden />}
      px={0}
    >
      All stories
    </Button>
  );
  if (story.isPending) {
    return (
      <Center py={96}>
        <Loader aria-label="Loading story" />
      </Center>
    );
  }
  if (story.isError) {
    return (
      <Container size="sm" py={64}>
        <Stack>
          <Title order={1}>Story not found</Title>
          <Text c="dimmed">{errorMessage(story.error)}</Text>
          {back}
        </Stack>
      </Container>
    );
  }
  const s = story.data.story;
  return (
    <Container size={720} py={48} component="article">
      {s.section ? <StoryBreadcrumb section={s.section} category={s.category} /> : back}
      <Title order={1} fz={{ base: 32, sm: 44 }} mt="md" lh={1.15}>
        {s.title}
      </Title>
      <Group justify="space-between" align="center" mt="sm" mb="xl" gap="xs">
        <Text c="dimmed">
          By {s.author_name}
          {s.published_at ? ` · ${shortDate(s.published_at)}` : ''} · {readingMinutes(s.content)}{' '}
          min read
        </Text>
        <Group gap="xs">
          <SaveStoryButton storyId={s.id} />
          {session && (
            <Button
              variant="subtle"
              color="gray"
              size="compact-sm"
              leftSection={<IconFlag size={14} aria-hidden />}
              onClick={() => openReportDialog({ target_type: 'story', target_id: s.id })}
            >
              Report story
            </Button>
          )}
        </Group>
      </Group>
      {/* She opened this story herself: a note she hides says so instead of leaving a blank page. */}
      {noteMode === 'hide' && s.content_note && (
        <Text>
          You chose to hide stories with the content note{' '}
          <strong>{CONTENT_NOTE_LABELS[s.content_note]}</strong>. You can change this in{' '}
          <Anchor component={Link} to="/settings">
            Settings
          </Anchor>
          .
        </Text>
      )}
      <ContentNoteGate note={s.content_note}>
        <FormattedText source={s.content} fz={18} lh={1.75} />
      </ContentNoteGate>
      <StoryComments storyId={s.id} />
      <RelatedStories stories={story.data.related} />
    </Container>
  );
}
