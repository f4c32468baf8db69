import { Anchor, Breadcrumbs, Card, SimpleGrid, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { STORY_SECTION_TOPICS, type RelatedStory, type StorySection } from '@hercircle/shared';
import { useDates } from '../../lib/dates.ts';
import { CardLink } from '../../components/ButtonLink.tsx';
import { useTexts } from '../../i18n/texts.ts';
import { storiesTexts, type StoryTopic } from '../../i18n/areas/stories.ts';

/** Where each section's articles are listed: its hub (topics under it), news on Top Stories. */
const SECTION_PATHS: Record<StorySection, string> = {
  'health-lifestyle': '/health-lifestyle',
  'career-finance': '/career-finance',
  news: '/top-stories',
  unfiltered: '/unfiltered',
};

/** "Health & Lifestyle › Nutrition": the way back to the hub topic an article belongs to. */
export function StoryBreadcrumb({
  section,
  category,
}: {
  section: StorySection;
  category: string | null;
}) {
  const { t } = useTexts(storiesTexts);
  const base = SECTION_PATHS[section];
  const topic = category ? STORY_SECTION_TOPICS[section][category] : undefined;
  return (
    <nav aria-label={t('related.breadcrumb')}>
      <Breadcrumbs separator="›" fz="sm">
        <Anchor component={Link} to={base}>
          {t(`sections.${section}`)}
        </Anchor>
        {topic && (
          <Anchor component={Link} to={`${base}/${category}`}>
            {/* A topic added to the site before its words: its English name. */}
            {t(`topics.${category as StoryTopic}`, { defaultValue: topic })}
          </Anchor>
        )}
      </Breadcrumbs>
    </nav>
  );
}

/** Up to three stories of the same section (its topic first), chosen by the server. */
export function RelatedStories({ stories }: { stories: RelatedStory[] }) {
  const { t } = useTexts(storiesTexts);
  const { shortDate } = useDates();
  if (stories.length === 0) return null;
  return (
    <section aria-labelledby="related-heading" style={{ marginTop: 56 }}>
      <Title id="related-heading" order={2} fz="xl" mb="md">
        {t('related.title')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        {stories.map((r) => (
          <Card key={r.id} component="article">
            <Text fw={600} lh={1.3} dir="auto">
              {r.title}
            </Text>
            <Text size="xs" c="dimmed" mt={6}>
              <bdi>{r.author_name}</bdi>
              {r.published_at ? ` · ${shortDate(r.published_at)}` : ''}
            </Text>
            <CardLink to={`/stories/${r.id}`} aria-label={t('card.readLabel', { title: r.title })}>
              {t('card.read')}
            </CardLink>
          </Card>
        ))}
      </SimpleGrid>
    </section>
  );
}
