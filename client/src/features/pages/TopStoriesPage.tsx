import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconFlame } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { LIMITS } from '@hercircle/shared/constants';
import { trpc } from '../../lib/trpc.ts';
import { CardLink } from '../../components/ButtonLink.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { EmojiTile } from '../../components/Visual.tsx';
import { NEWS, NEWS_PAGE } from '../../content/pages.ts';
import type { ListingPage } from '../../content/types.ts';
import { useTexts } from '../../i18n/texts.ts';
import { storiesTexts, type NewsChip } from '../../i18n/areas/stories.ts';
import { ListingLayout, useCategory } from './ListingLayout.tsx';
import { dateOf } from './listing-format.ts';

/** The news section's stories, all of them: each article opens the story by the same title. */
const NEWS_STORIES = { section: 'news', limit: LIMITS.listLimitMax, offset: 0 } as const;

export function TopStoriesPage() {
  const { t, i18n } = useTexts(storiesTexts);
  usePageTitle(t('news.title'));
  const filter = useCategory();
  const published = useQuery(trpc.content.stories.queryOptions(NEWS_STORIES));
  const storyIds = new Map(published.data?.stories.map((s) => [s.title, s.id]));
  const chipLabel = (chip: string) => t(`news.chips.${chip as NewsChip}`, { defaultValue: chip });
  // The page's words in her language; its chips and links are content/pages.ts's.
  const page: ListingPage = {
    title: t('news.title'),
    subtitle: t('news.subtitle'),
    chips: NEWS_PAGE.chips && { items: NEWS_PAGE.chips.items, label: t('news.chipsLabel') },
    callToAction: NEWS_PAGE.callToAction && {
      title: t('news.cta.title'),
      text: t('news.cta.text'),
      primary: { ...NEWS_PAGE.callToAction.primary, label: t('news.cta.subscribe') },
    },
  };
  return (
    <ListingLayout page={page} filter={filter} chipLabel={chipLabel}>
      {NEWS.filter(filter.shows).map((a) => (
        <Card key={a.id} padding={0} component="article">
          <EmojiTile emoji={a.emoji} gradient="dusk" height={110} />
          <Stack gap={6} p="lg">
            <Group gap="xs">
              <Badge>{chipLabel(a.category)}</Badge>
              {a.isTrending && (
                <Badge color="coral" leftSection={<IconFlame size={12} aria-hidden />}>
                  {t('news.trending')}
                </Badge>
              )}
            </Group>
            {/* The news items are English, as their articles are: said so, and read so. */}
            <Title order={2} fz="lg" lang="en" dir="auto">
              {a.title}
            </Title>
            <Text size="sm" c="dimmed" lang="en" dir="auto">
              {a.excerpt}
            </Text>
            <Text size="xs" c="dimmed">
              <bdi lang="en">{a.source}</bdi> · {dateOf(a.date, i18n.language)} ·{' '}
              {t('story.readTime', { count: Number.parseInt(a.readTime, 10) })} ·{' '}
              {t('news.views', { count: a.views })}
            </Text>
            {/* An article not published (yet) on this site has nothing to open: no link. */}
            {storyIds.has(a.title) && (
              <CardLink
                to={`/stories/${storyIds.get(a.title)}`}
                aria-label={t('news.readFullLabel', { title: a.title })}
              >
                {t('news.readFull')}
              </CardLink>
            )}
          </Stack>
        </Card>
      ))}
    </ListingLayout>
  );
}
