import { Alert, Card, Container, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { AnchorLink } from '../../components/AnchorLink.tsx';
import { isNotFound } from '../../lib/errors.ts';
import { trpc } from '../../lib/trpc.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { EpisodePlayer } from './EpisodePlayer.tsx';
import { EpisodeGuest, EpisodeMeta } from './PodcastPage.tsx';
import { podcastEpisodeQuery } from './queries.ts';
import { useTexts } from '../../i18n/texts.ts';
import { mediaTexts } from '../../i18n/areas/media.ts';

function AllEpisodes() {
  const { t } = useTexts(mediaTexts);
  // The arrow is in the words: it points back the way she reads.
  return (
    <AnchorLink to="/podcast" size="sm">
      {t('episode.back')}
    </AnchorLink>
  );
}

/** /podcast/{slug}: one episode, its player, chapters and show notes. */
export function EpisodePage({ slug }: { slug: string }) {
  const query = useQuery(podcastEpisodeQuery(trpc, slug));
  const e = query.data?.episode;
  const { t } = useTexts(mediaTexts);
  usePageTitle(e?.title ?? t('podcast.pageTitle'));

  if (query.isError) {
    const missing = isNotFound(query.error);
    return (
      <Container py="xl">
        <Alert color={missing ? 'gray' : 'red'} variant="light" mb="md">
          {missing ? t('episode.missing') : t('episode.failed')}
        </Alert>
        <AllEpisodes />
      </Container>
    );
  }
  if (!e)
    return (
      <Container py="xl">
        <Skeleton h={40} w="60%" mb="md" />
        <Skeleton h={200} />
      </Container>
    );

  return (
    <Container py="xl" size="md">
      <AllEpisodes />
      <Stack gap="lg" mt="md">
        <div>
          <EpisodeMeta e={e} />
          <Title order={1} mt={4} fz={{ base: 28, sm: 36 }} id="episode-title" dir="auto">
            {e.title}
          </Title>
          {e.guest && <EpisodeGuest name={e.guest} />}
        </div>
        <Card withBorder padding="lg">
          <EpisodePlayer episode={e} headingId="episode-title" />
        </Card>
        {e.show_notes && (
          <section aria-labelledby="show-notes">
            <Title order={2} fz="lg" id="show-notes" mb="xs">
              {t('episode.showNotes')}
            </Title>
            <Text style={{ whiteSpace: 'pre-wrap' }} dir="auto">
              {e.show_notes}
            </Text>
          </section>
        )}
      </Stack>
    </Container>
  );
}
