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
import { IconArrowLeft, IconFlag } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Trans } from 'react-i18next';
import { trpc } from '../../lib/trpc.ts';
import { errorMessage } from '../../lib/errors.ts';
import { useDates } from '../../lib/dates.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useSession } from '../../lib/auth.ts';
import { ContentNoteGate, useContentNoteMode } from '../../components/ContentNoteGate.tsx';
import { FormattedText } from '../../components/FormattedText.tsx';
import { openReportDialog } from '../safety/report.tsx';
import { readingMinutes } from './article-format.ts';
import { RelatedStories, StoryBreadcrumb } from './StoryNeighbours.tsx';
import { StoryComments } from './StoryComments.tsx';
import { SaveStoryButton } from './SaveStoryButton.tsx';
import { useTexts } from '../../i18n/texts.ts';
import { storiesTexts } from '../../i18n/areas/stories.ts';
import { safetyLabelsTexts } from '../../i18n/areas/safety-labels.ts';

export function StoryPage({ id }: { id: number }) {
  const story = useQuery(trpc.content.story.queryOptions({ id }));
  const session = useSession();
  const { t } = useTexts(storiesTexts);
  const { t: safety } = useTexts(safetyLabelsTexts);
  const { shortDate } = useDates();
  const noteMode = useContentNoteMode(story.data?.story.content_note ?? null);
  usePageTitle(story.data?.story.title ?? t('story.pageTitle'));
  const back = (
    <Button
      component={Link}
      to="/stories"
      variant="subtle"
      leftSection={<IconArrowLeft size={16} aria-hidden className="flip-rtl" />}
      px={0}
    >
      {t('story.allStories')}
    </Button>
  );
  if (story.isPending) {
    return (
      <Center py={96}>
        <Loader aria-label={t('story.loading')} />
      </Center>
    );
  }
  if (story.isError) {
    return (
      <Container size="sm" py={64}>
        <Stack>
          <Title order={1}>{t('story.notFound')}</Title>
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
      <Title order={1} fz={{ base: 32, sm: 44 }} mt="md" lh={1.15} dir="auto">
        {s.title}
      </Title>
      <Group justify="space-between" align="center" mt="sm" mb="xl" gap="xs">
        <Text c="dimmed">
          <Trans
            t={t}
            i18nKey="story.byline"
            values={{ name: s.author_name }}
            components={{ name: <bdi /> }}
          />
          {s.published_at ? ` · ${shortDate(s.published_at)}` : ''} ·{' '}
          {t('story.readTime', { count: readingMinutes(s.content) })}
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
              {t('story.report')}
            </Button>
          )}
        </Group>
      </Group>
      {/* She opened this story herself: a note she hides says so instead of leaving a blank page. */}
      {noteMode === 'hide' && s.content_note && (
        <Text>
          <Trans
            t={t}
            i18nKey="story.hiddenNote"
            values={{ note: safety(`contentNotes.${s.content_note}`) }}
            components={{ note: <strong />, settings: <Anchor component={Link} to="/settings" /> }}
          />
        </Text>
      )}
      <ContentNoteGate note={s.content_note}>
        <div dir="auto">
          <FormattedText source={s.content} fz={18} lh={1.75} />
        </div>
      </ContentNoteGate>
      <StoryComments storyId={s.id} />
      <RelatedStories stories={story.data.related} />
    </Container>
  );
}
