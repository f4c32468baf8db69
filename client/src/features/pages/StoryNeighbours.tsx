import { Anchor, Breadcrumbs, Card, SimpleGrid, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import {
  STORY_SECTION_LABELS,
  STORY_SECTION_TOPICS,
  type RelatedStory,
  type StorySection,
} from '@hercircle/shared';
import { shortDate } from '../../lib/dates.ts';
import { CardLink } from '../../components/ButtonLink.tsx';

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
  const base = SECTION_PATHS[section];
  const topic = category ? STORY_SECTION_TOPICS[section][category] : undefined;
  return (
    <nav aria-label="Breadcrumb">
      <Breadcrumbs separator="›" fz="sm">
        <Anchor component={Link} to={base}>
          {STORY_SECTION_LABELS[section]}
        </Anchor>
        {topic && (
          <Anchor component={Link} to={`${base}/${category}`}>
            {topic}
          </Anchor>
        )}
      </Breadcrumbs>
    </nav>
  );
}

/** Up to three stories of the same section (its topic first), chosen by the server. */
export function RelatedStories({ stories }: { stories: RelatedStory[] }) {
  if (stories.length === 0) return null;
  return (
    <section aria-labelledby="related-heading" style={{ marginTop: 56 }}>
      <Title id="related-heading" order={2} fz="xl" mb="md">
        Related stories
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        {stories.map((r) => (
          <Card key={r.id} component="article">
            <Text fw={600} lh={1.3}>
              {r.title}
            </Text>
            <Text size="xs" c="dimmed" mt={6}>
              {r.author_name}
              {r.published_at ? ` · ${shortDate(r.published_at)}` : ''}
            </Text>
            <CardLink to={`/stories/${r.id}`} aria-label={`Read story: ${r.title}`}>
              Read story
            </CardLink>
          </Card>
        ))}
      </SimpleGrid>
    </section>
  );
}
