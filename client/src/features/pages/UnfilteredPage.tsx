import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconEye, IconHeart } from '@tabler/icons-react';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { ButtonLink } from '../../components/ButtonLink.tsx';
import { ContentNoteGate, useContentNoteMode } from '../../components/ContentNoteGate.tsx';
import { UNFILTERED, UNFILTERED_PAGE, type UnfilteredStory } from '../../content/pages.ts';
import { ListingLayout } from './ListingLayout.tsx';
import { count } from './listing-format.ts';

function UnfilteredCard({ story }: { story: UnfilteredStory }) {
  // A reader who chose Hide for the story's note does not see its card at all.
  const mode = useContentNoteMode(story.contentNote);
  if (mode === 'hide') return null;
  return (
    <Card component="article">
      <Stack gap="xs">
        <Group justify="space-between">
          <Badge>{story.category}</Badge>
          <Text size="xs" c="dimmed">
            {story.author}
          </Text>
        </Group>
        <Title order={2} fz="lg">
          {story.title}
        </Title>
        <ContentNoteGate note={story.contentNote}>
          <Text size="sm">{story.excerpt}</Text>
        </ContentNoteGate>
        <Group gap="md" c="dimmed">
          <Group gap={4}>
            <IconHeart size={14} aria-hidden />
            <Text size="xs">{count(story.reactions)} reactions</Text>
          </Group>
          <Group gap={4}>
            <IconEye size={14} aria-hidden />
            <Text size="xs">{count(story.views)} views</Text>
          </Group>
        </Group>
      </Stack>
    </Card>
  );
}

export function UnfilteredPage() {
  usePageTitle('Unfiltered');
  return (
    <ListingLayout
      page={UNFILTERED_PAGE}
      footer={
        <Group justify="center" mt="xl">
          <ButtonLink to="/stories" search={{ share: true }} variant="cta">
            Tell your story
          </ButtonLink>
        </Group>
      }
    >
      {UNFILTERED.map((s) => (
        <UnfilteredCard key={s.id} story={s} />
      ))}
    </ListingLayout>
  );
}
