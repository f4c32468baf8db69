import { SimpleGrid, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { STATS } from '../../content/home.ts';
import { trpc } from '../../lib/trpc.ts';
import { featuredStoriesQuery } from './queries.ts';
import classes from './HomePage.module.css';

const figure = (n: number | undefined) => (n === undefined ? '…' : n.toLocaleString('en-US'));

/**
 * The hero's figures. Stories and members are counted, not claimed (issue 36): stories shared is
 * the number /stories lists, members the figure the community pulse shows (one source).
 */
export function HeroStats() {
  const stories = useQuery(featuredStoriesQuery(trpc));
  const pulse = useQuery(trpc.community.pulse.queryOptions());
  const counted = [
    { value: figure(stories.data?.total), label: 'Stories shared' },
    { value: figure(pulse.data?.total_members), label: 'Members' },
  ];
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} mt={56} spacing="lg">
      {[...counted, ...STATS].map((s) => (
        <div key={s.label}>
          <Text c="var(--mantine-color-plum-text)" ff="heading" fw={600} className={classes.stat}>
            {s.value}
          </Text>
          <Text size="sm" c="dimmed">
            {s.label}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}
