import { Alert, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { Gradient } from '../../content/types.ts';
import { trpc } from '../../lib/trpc.ts';
import { errorMessage } from '../../lib/errors.ts';
import { MediaCard } from '../../components/Visual.tsx';
import { CardLink } from '../../components/ButtonLink.tsx';
import { leadOf, readingMinutes } from '../pages/article-format.ts';
import { useTexts } from '../../i18n/texts.ts';
import { homeTexts } from '../../i18n/areas/home.ts';
import { safetyLabelsTexts } from '../../i18n/areas/safety-labels.ts';
import { featuredStoriesQuery } from './queries.ts';

const LOOKS: { emoji: string; gradient: Gradient }[] = [
  { emoji: '🏺', gradient: 'apricot' },
  { emoji: '💬', gradient: 'plum' },
  { emoji: '🌅', gradient: 'sage' },
];

/**
 * Home's featured stories: the newest published member stories, each opening its own page. A
 * story with a content note shows the note on its card, not its words.
 */
export function FeaturedStories() {
  const stories = useQuery(featuredStoriesQuery(trpc));
  const { t } = useTexts(homeTexts);
  const { t: safety } = useTexts(safetyLabelsTexts);
  if (stories.isPending) return <Skeleton h={320} />;
  if (stories.isError)
    return (
      <Alert color="red" variant="light">
        {errorMessage(stories.error)}
      </Alert>
    );
  if (stories.data.stories.length === 0) return <Text c="dimmed">{t('featured.empty')}</Text>;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
      {stories.data.stories.map((s, i) => (
        <MediaCard
          key={s.id}
          {...LOOKS[i % LOOKS.length]!}
          title={s.title}
          dir="auto"
          text={
            s.content_note
              ? t('featured.contentNote', { note: safety(`contentNotes.${s.content_note}`) })
              : leadOf(s.content)
          }
          meta={
            <>
              <bdi>{s.author_name}</bdi> ·{' '}
              {t('featured.readTime', { count: readingMinutes(s.content) })}
            </>
          }
        >
          <CardLink
            to={`/stories/${s.id}`}
            aria-label={t('featured.readLabel', { title: s.title })}
          >
            {t('featured.read')}
          </CardLink>
        </MediaCard>
      ))}
    </SimpleGrid>
  );
}
