import { lazy, Suspense, useState } from 'react';
import {
  Alert,
  Button,
  Card,
  Center,
  Container,
  Group,
  Pagination,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { CardLink } from '../../components/ButtonLink.tsx';
import { PAGE_SIZES } from '@hercircle/shared/constants';
import { trpc } from '../../lib/trpc.ts';
import { useSession } from '../../lib/auth.ts';
import { errorMessage } from '../../lib/errors.ts';
import { shortDate } from '../../lib/dates.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { ContentNoteGate } from '../../components/ContentNoteGate.tsx';
import { SectionHeading } from '../../components/Visual.tsx';
import { AdvertisingBlock, AppBanner } from '../../components/Promotions.tsx';
import { STORY_QUOTES } from '../../content/stories.ts';
import { StoryCategoryTiles } from './StoryCategoryTiles.tsx';
import { plainText } from '@hercircle/shared/formatting';
import { publishedStoriesQuery } from './queries.ts';

const route = getRouteApi('/stories/');

// The form, its select and its checks load when a member points at or first opens it, not with the
// page (a visitor is sent to sign in instead).
const loadShareStoryDialog = () => import('./ShareStoryDialog.tsx');
const ShareStoryDialog = lazy(() =>
  loadShareStoryDialog().then((m) => ({ default: m.ShareStoryDialog })),
);

function PublishedStories() {
  const [page, setPage] = useState(1);
  const stories = useQuery({
    ...publishedStoriesQuery(trpc, page),
    placeholderData: keepPreviousData,
  });
  if (stories.isPending) return <Skeleton h={160} />;
  if (stories.isError)
    return (
      <Alert color="red" variant="light">
        {errorMessage(stories.error)}
      </Alert>
    );
  if (stories.data.stories.length === 0)
    return <Text c="dimmed">No stories published yet. Yours could be the first.</Text>;
  const pages = Math.ceil(stories.data.total / PAGE_SIZES.stories);
  return (
    <>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        {stories.data.stories.map((story) => (
          <Card key={story.id} component="article">
            <Stack gap={6}>
              <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                {story.author_name} · {story.published_at ? shortDate(story.published_at) : ''}
              </Text>
              <Title order={3} fz="lg">
                {story.title}
              </Title>
              <ContentNoteGate note={story.content_note}>
                <Text size="sm" c="dimmed" lineClamp={3}>
                  {plainText(story.content)}
                </Text>
              </ContentNoteGate>
              <CardLink to={`/stories/${story.id}`} aria-label={`Read story: ${story.title}`}>
                Read story
              </CardLink>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
      {pages > 1 && (
        <Center mt="lg">
          <Pagination
            total={pages}
            value={page}
            onChange={setPage}
            getControlProps={(c) => ({ 'aria-label': `${c} page of stories` })}
          />
        </Center>
      )}
    </>
  );
}

export function StoriesPage() {
  usePageTitle('Stories');
  const session = useSession();
  const navigate = useNavigate();
  const search = route.useSearch();
  const [sharing, setSharing] = useState(Boolean(search.share) && session !== null);
  // Mounted from the first opening on, so that closing it animates like any dialog.
  const [opened, setOpened] = useState(sharing);

  const share = () => {
    // Visitors sign in first and come back to the form.
    if (!session) void navigate({ to: '/sign-in', search: { redirect: '/stories?share=true' } });
    else {
      setOpened(true);
      setSharing(true);
    }
  };

  return (
    <>
      <PageHeader
        title="Stories"
        subtitle="Honest writing from women everywhere: the hard parts, the funny parts and what came next."
      >
        <Button
          mt="lg"
          variant="cta"
          size="md"
          onClick={share}
          // A member's pointer or focus on the button starts loading the form before her click.
          onPointerEnter={session ? () => void loadShareStoryDialog() : undefined}
          onFocus={session ? () => void loadShareStoryDialog() : undefined}
        >
          Share Your Story
        </Button>
      </PageHeader>
      <Container py={48}>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" mb={48}>
          {STORY_QUOTES.featured.map((q) => (
            <Card key={q.author} style={{ borderLeft: '4px solid var(--mantine-color-plum-6)' }}>
              <Text component="blockquote" ff="heading" fz="xl" m={0}>
                “{q.text}”
              </Text>
              <Text size="sm" mt="sm">
                <strong>{q.author}</strong>, {q.role}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
        <section aria-labelledby="latest-heading">
          <SectionHeading id="latest-heading" title="Latest from members" />
          <PublishedStories />
        </section>
        <section aria-labelledby="categories-heading" style={{ marginTop: 64 }}>
          <SectionHeading id="categories-heading" title="Browse by category" />
          <StoryCategoryTiles />
        </section>
        <section aria-labelledby="success-heading" style={{ marginTop: 64 }}>
          <SectionHeading
            id="success-heading"
            title="Success stories"
            subtitle="Small wins and big ones."
          />
          <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
            {STORY_QUOTES.success.map((q) => (
              <Card key={q.author}>
                <Text ff="heading" fz="lg">
                  “{q.text}”
                </Text>
                <Group mt="sm" gap={6}>
                  <Text fw={600} size="sm">
                    {q.author}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {q.role}
                  </Text>
                </Group>
              </Card>
            ))}
          </SimpleGrid>
        </section>
      </Container>
      <AppBanner />
      <AdvertisingBlock />
      {opened && (
        <Suspense fallback={null}>
          <ShareStoryDialog opened={sharing} onClose={() => setSharing(false)} />
        </Suspense>
      )}
    </>
  );
}
