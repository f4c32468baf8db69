import { SimpleGrid } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { STORY_TILES, type StoryTile } from '../../content/stories.ts';
import { trpc } from '../../lib/trpc.ts';
import { MediaCard } from '../../components/Visual.tsx';
import { CardLink } from '../../components/ButtonLink.tsx';
import { storyTileQuery } from './queries.ts';

function countText(total: number | undefined): string | undefined {
  if (total === undefined) return undefined;
  if (total === 0) return 'No stories yet';
  return `${total.toLocaleString('en-US')} ${total === 1 ? 'story' : 'stories'}`;
}

function Tile({ tile }: { tile: StoryTile }) {
  const list = useQuery(storyTileQuery(trpc, tile));
  const count = countText(list.data?.total);
  const { section: _section, category: _category, to, ...card } = tile;
  return (
    <MediaCard {...card} meta={count ?? ' '}>
      {/* The visible word starts its name (axe: label-content-name-mismatch). */}
      <CardLink
        to={to}
        aria-label={count ? `Browse ${tile.title}: ${count}` : `Browse ${tile.title}`}
      >
        Browse
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
