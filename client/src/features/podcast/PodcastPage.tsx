import { useState } from 'react';
import {
  Alert,
  Badge,
  Button,
  Card,
  Container,
  Group,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconHeadphones, IconPlayerPlay } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Trans } from 'react-i18next';
import type { PodcastEpisode } from '@hercircle/shared';
import { AnchorLink } from '../../components/AnchorLink.tsx';
import { InZone } from '../../components/InZone.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { shortDate } from '../../lib/dates.ts';
import { errorMessage } from '../../lib/errors.ts';
import { trpc } from '../../lib/trpc.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { EpisodePlayer } from './EpisodePlayer.tsx';
import { episodeLength } from './format.ts';
import { podcastListQuery } from './queries.ts';
import { SubscribeFeed } from './SubscribeFeed.tsx';
import { useTexts } from '../../i18n/texts.ts';
import { mediaTexts } from '../../i18n/areas/media.ts';

/** "Nov 14, 2026 · 25 sec" */
export function EpisodeMeta({ e }: { e: PodcastEpisode }) {
  const { t, i18n } = useTexts(mediaTexts);
  const length = e.duration_seconds === null ? null : episodeLength(e.duration_seconds);
  return (
    <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
      <InZone>
        {(zone) =>
          e.published_at ? shortDate(e.published_at, zone, i18n.language) : t('podcast.draft')
        }
      </InZone>
      {length && ` · ${t(`podcast.${length.unit}`, { count: length.count })}`}
    </Text>
  );
}

/** Who the episode's guest is: her name as she writes it. */
export function EpisodeGuest({ name, size }: { name: string; size?: 'sm' }) {
  const { t } = useTexts(mediaTexts);
  return (
    <Text size={size} fw={500} mt={size ? undefined : 4}>
      <Trans t={t} i18nKey="podcast.with" values={{ name }} components={{ name: <bdi /> }} />
    </Text>
  );
}

function EpisodeCard({
  e,
  inPlayer,
  onPlay,
}: {
  e: PodcastEpisode;
  inPlayer: boolean;
  onPlay: () => void;
}) {
  const { t } = useTexts(mediaTexts);
  return (
    <Card component="article" aria-labelledby={`episode-${e.id}`}>
      <Stack gap={6}>
        <EpisodeMeta e={e} />
        <Title order={3} fz="lg" id={`episode-${e.id}`} dir="auto">
          <AnchorLink to="/podcast/$episode" params={{ episode: e.slug }} c="inherit">
            {e.title}
          </AnchorLink>
        </Title>
        {e.guest && <EpisodeGuest name={e.guest} size="sm" />}
        <Text size="sm" c="dimmed" lineClamp={3} dir="auto">
          {e.show_notes}
        </Text>
        <Group gap="xs" mt={4}>
          {inPlayer ? (
            <Badge variant="light" leftSection={<IconHeadphones size={12} aria-hidden />}>
              {t('podcast.inPlayer')}
            </Badge>
          ) : (
            <Button
              size="xs"
              leftSection={<IconPlayerPlay size={14} aria-hidden />}
              onClick={onPlay}
              aria-label={t('podcast.playLabel', { title: e.title })}
            >
              {t('podcast.play')}
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
}

/** /podcast: the newest episode ready in the player, every published one below, each playable here. */
export function PodcastPage() {
  const { t } = useTexts(mediaTexts);
  usePageTitle(t('podcast.pageTitle'));
  const list = useQuery(podcastListQuery(trpc));
  const episodes = list.data?.episodes ?? [];
  // The episode in the player: the newest until she chooses another.
  const [chosen, setChosen] = useState<{ id: number; play: boolean } | null>(null);
  const current = episodes.find((e) => e.id === chosen?.id) ?? episodes[0];

  const choose = (e: PodcastEpisode) => {
    setChosen({ id: e.id, play: true });
    document.getElementById('podcast-player')?.scrollIntoView({ block: 'nearest' });
  };

  return (
    <>
      <PageHeader title={t('podcast.title')} subtitle={t('podcast.subtitle')}>
        <SubscribeFeed />
      </PageHeader>
      <Container py={48}>
        {list.isError ? (
          <Alert color="red" variant="light">
            {errorMessage(list.error)}
          </Alert>
        ) : list.isPending ? (
          <Stack gap="md">
            <Skeleton h={160} />
            <Skeleton h={120} />
          </Stack>
        ) : !current ? (
          <Text c="dimmed">{t('podcast.empty')}</Text>
        ) : (
          <Stack gap="xl">
            <Card
              id="podcast-player"
              component="section"
              aria-labelledby="now-playing"
              withBorder
              padding="lg"
            >
              <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                {t('podcast.nowPlaying')}
              </Text>
              <Title order={2} fz="xl" id="now-playing" mb="sm" dir="auto">
                {current.title}
              </Title>
              <EpisodePlayer
                key={current.id}
                episode={current}
                autoPlay={chosen?.id === current.id && chosen.play}
                headingId="now-playing"
              />
            </Card>
            <section aria-labelledby="all-episodes">
              <Title order={2} fz="lg" id="all-episodes" mb="md">
                {t('podcast.allEpisodes')}
              </Title>
              <Stack gap="md">
                {episodes.map((e) => (
                  <EpisodeCard
                    key={e.id}
                    e={e}
                    inPlayer={e.id === current.id}
                    onPlay={() => choose(e)}
                  />
                ))}
              </Stack>
            </section>
          </Stack>
        )}
      </Container>
    </>
  );
}
