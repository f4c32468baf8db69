import { Alert, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { Story } from '@hercircle/shared';
import { plainText } from '@hercircle/shared/formatting';
import { useQuery } from '@tanstack/react-query';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { trpc } from '../../lib/trpc.ts';
import { errorMessage } from '../../lib/errors.ts';
import { useDates } from '../../lib/dates.ts';
import { ButtonLink, CardLink } from '../../components/ButtonLink.tsx';
import { ContentNoteGate, useContentNoteMode } from '../../components/ContentNoteGate.tsx';
import { UNFILTERED_PAGE } from '../../content/pages.ts';
import { useTexts } from '../../i18n/texts.ts';
import { storiesTexts } from '../../i18n/areas/stories.ts';
import { ListingLayout } from './ListingLayout.tsx';
import { unfilteredStoriesQuery } from './queries.ts';

function UnfilteredCard({ story }: { story: Story }) {
  // A reader who chose Hide for the story's note does not see its card at all.
  const { t } = useTexts(storiesTexts);
  const { shortDate } = useDates();
  const mode = useContentNoteMode(story.content_note);
  if (mode === 'hide') return null;
  return (
    <Card component="article">
      <Stack gap="xs">
        <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
          <bdi>{story.author_name}</bdi>
          {story.published_at ? ` · ${shortDate(story.published_at)}` : ''}
        </Text>
        <Title order={2} fz="lg" dir="auto">
          {story.title}
        </Title>
        <ContentNoteGate note={story.content_note}>
          <Text size="sm" lineClamp={3} dir="auto">
            {plainText(story.content)}
          </Text>
        </ContentNoteGate>
        <CardLink
          to={`/stories/${story.id}`}
          aria-label={t('card.readLabel', { title: story.title })}
        >
          {t('card.read')}
        </CardLink>
      </Stack>
    </Card>
  );
}

/** Unfiltered stories: the stories of the `unfiltered` section, each opening its own page. */
export function UnfilteredPage() {
  const { t } = useTexts(storiesTexts);
  usePageTitle(t('unfiltered.pageTitle'));
  const stories = useQuery(unfilteredStoriesQuery(trpc));
  return (
    <ListingLayout
      page={{
        ...UNFILTERED_PAGE,
        title: t('unfiltered.title'),
        subtitle: t('unfiltered.subtitle'),
      }}
      footer={
        <Group justify="center" mt="xl">
          <ButtonLink to="/stories" search={{ share: true }} variant="cta">
            {t('unfiltered.tell')}
          </ButtonLink>
        </Group>
      }
    >
      {stories.isPending && <Skeleton h={200} />}
      {stories.isError && (
        <Alert color="red" variant="light">
          {errorMessage(stories.error)}
        </Alert>
      )}
      {stories.data?.stories.length === 0 && <Text c="dimmed">{t('unfiltered.empty')}</Text>}
      {stories.data?.stories.map((s) => (
        <UnfilteredCard key={s.id} story={s} />
      ))}
    </ListingLayout>
  );
}
