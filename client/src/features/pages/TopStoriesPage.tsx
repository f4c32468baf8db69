import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconFlame } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { LIMITS } from '@hercircle/shared/constants';
import { trpc } from '../../lib/trpc.ts';
import { CardLink } from '../../components/ButtonLink.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { EmojiTile } from '../../components/Visual.tsx';
import { NEWS, NEWS_PAGE } from '../../content/pages.ts';
import { ListingLayout, useCategory } from './ListingLayout.tsx';
import { count, dateOf } from './listing-format.ts';

/** The news section's stories, all of them: each article opens the story by the same title. */
const NEWS_STORIES = { section: 'news', limit: LIMITS.listLimitMax, offset: 0 } as const;

export function TopStoriesPage() {
  usePageTitle(NEWS_PAGE.title);
  const filter = useCategory();
  const published = useQuery(trpc.content.stories.queryOptions(NEWS_STORIES));
  const storyIds = new Map(published.data?.stories.map((s) => [s.title, s.id]));
  return (
    <ListingLayout page={NEWS_PAGE} filter={filter}>
      {NEWS.filter(filter.shows).map((a) => (
        <Card key={a.id} padding={0} component="article">
          <EmojiTile emoji={a.emoji} gradient="dusk" height={110} />
          <Stack gap={6} p="lg">
            <Group gap="xs">
              <Badge>{a.category}</Badge>
              {a.isTrending && (
                <Badge color="coral" leftSection={<IconFlame size={12} aria-hidden />}>
                  Trending
                </Badge>
              )}
            </Group>
            <Title order={2} fz="lg">
              {a.title}
            </Title>
            <Text size="sm" c="dimmed">
              {a.excerpt}
            </Text>
            <Text size="xs" c="dimmed">
              {a.source} · {dateOf(a.date)} · {a.readTime} read · {count(a.views)} views
            </Text>
            {/* An article not published (yet) on this site has nothing to open: no link. */}
            {storyIds.has(a.title) && (
              <CardLink
                to={`/stories/${storyIds.get(a.title)}`}
                aria-label={`Read full article: ${a.title}`}
              >
                Read Full Article
              </CardLink>
            )}
          </Stack>
        </Card>
      ))}
    </ListingLayout>
  );
}
