import { Alert, Card, Container, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { AnchorLink } from '../../components/AnchorLink.tsx';
import { isNotFound } from '../../lib/errors.ts';
import { trpc } from '../../lib/trpc.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { EpisodePlayer } from './EpisodePlayer.tsx';
import { EpisodeMeta } from './PodcastPage.tsx';
import { podcastEpisodeQuery } from './queries.ts';

function AllEpisodes() {
  return (
    <AnchorLink to="/podcast" size="sm">
      ← All episodes
    </AnchorLink>
  );
}

/** /podcast/{slug}: one episode, its player, chapters and show notes. */
export function EpisodePage({ slug }: { slug: string }) {
  const query = useQuery(podcastEpisodeQuery(trpc, slug));
  const e = query.data?.episode;
  usePageTitle(e?.title ?? 'Podcast');

  if (query.isError) {
    const missing = isNotFound(query.error);
    return (
      <Container py="xl">
        <Alert color={missing ? 'gray' : 'red'} variant="light" mb="md">
          {missing
            ? 'This episode does not exist, or it is not published.'
            : 'The episode could not be loaded. Please try again.'}
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
          <Title order={1} mt={4} fz={{ base: 28, sm: 36 }} id="episode-title">
            {e.title}
          </Title>
          {e.guest && (
            <Text fw={500} mt={4}>
              With {e.guest}
            </Text>
          )}
        </div>
        <Card withBorder padding="lg">
          <EpisodePlayer episode={e} headingId="episode-title" />
        </Card>
        {e.show_notes && (
          <section aria-labelledby="show-notes">
            <Title order={2} fz="lg" id="show-notes" mb="xs">
              Show notes
            </Title>
            <Text style={{ whiteSpace: 'pre-wrap' }}>{e.show_notes}</Text>
          </section>
        )}
      </Stack>
    </Container>
  );
}
