import { SimpleGrid, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { STATS } from '../../content/home.ts';
import { trpc } from '../../lib/trpc.ts';
import { useTexts } from '../../i18n/texts.ts';
import { homeTexts } from '../../i18n/areas/home.ts';
import { featuredStoriesQuery } from './queries.ts';
import classes from './HomePage.module.css';

/**
 * The hero's figures. Stories and members are counted, not claimed (issue 36): stories shared is
 * the number /stories lists, members the figure the community pulse shows (one source).
 */
export function HeroStats() {
  const stories = useQuery(featuredStoriesQuery(trpc));
  const pulse = useQuery(trpc.community.pulse.queryOptions());
  const { t, i18n } = useTexts(homeTexts);
  const numbers = new Intl.NumberFormat(i18n.language);
  const figure = (n: number | undefined) => (n === undefined ? '…' : numbers.format(n));
  const figures = [
    { key: 'stories', value: figure(stories.data?.total), label: t('stats.storiesShared') },
    { key: 'members', value: figure(pulse.data?.total_members), label: t('stats.members') },
    {
      key: 'countries',
      value: t('stats.countriesValue', { value: numbers.format(STATS.countries) }),
      label: t('stats.countries'),
    },
    {
      key: 'satisfaction',
      value: new Intl.NumberFormat(i18n.language, { style: 'percent' }).format(STATS.satisfaction),
      label: t('stats.satisfaction'),
    },
  ];
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} mt={56} spacing="lg">
      {figures.map((s) => (
        <div key={s.key}>
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
