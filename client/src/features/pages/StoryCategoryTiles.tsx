import { SimpleGrid } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { STORY_TILES, type StoryTile } from '../../content/stories.ts';
import { trpc } from '../../lib/trpc.ts';
import { MediaCard } from '../../components/Visual.tsx';
import { CardLink } from '../../components/ButtonLink.tsx';
import { useTexts } from '../../i18n/texts.ts';
import { storiesTexts } from '../../i18n/areas/stories.ts';
import { storyTileQuery } from './queries.ts';

function Tile({ tile }: { tile: StoryTile }) {
  const { t } = useTexts(storiesTexts);
  const list = useQuery(storyTileQuery(trpc, tile));
  const total = list.data?.total;
  const count =
    total === undefined
      ? undefined
      : total === 0
        ? t('tile.none')
        : t('tile.count', { count: total });
  const title = t(`tiles.${tile.id}.title`);
  return (
    <MediaCard
      emoji={tile.emoji}
      gradient={tile.gradient}
      title={title}
      text={t(`tiles.${tile.id}.text`)}
      meta={count ?? ' '}
    >
      {/* The visible word starts its name (axe: label-content-name-mismatch). */}
      <CardLink
        to={tile.to}
        aria-label={
          count
            ? t('tile.browseCountLabel', { title, total: count })
            : t('tile.browseLabel', { title })
        }
      >
        {t('tile.browse')}
      </CardLink>
    </MediaCard>
  );
}

/** "Browse by category": each tile opens its list and counts what that list holds. */
export function StoryCategoryTiles() {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="lg">
      {STORY_TILES.map((tile) => (
        <Tile key={tile.id} tile={tile} />
      ))}
    </SimpleGrid>
  );
}
