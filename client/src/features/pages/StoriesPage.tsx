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
import { Trans } from 'react-i18next';
import { CardLink } from '../../components/ButtonLink.tsx';
import { PAGE_SIZES } from '@hercircle/shared/constants';
import { trpc } from '../../lib/trpc.ts';
import { useSession } from '../../lib/auth.ts';
import { errorMessage } from '../../lib/errors.ts';
import { useDates } from '../../lib/dates.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { ContentNoteGate } from '../../components/ContentNoteGate.tsx';
import { SectionHeading } from '../../components/Visual.tsx';
import { AdvertisingBlock, AppBanner } from '../../components/Promotions.tsx';
import { STORY_QUOTES } from '../../content/stories.ts';
import { StoryCategoryTiles } from './StoryCategoryTiles.tsx';
import { plainText } from '@hercircle/shared/formatting';
import { publishedStoriesQuery } from './queries.ts';
import { useTexts } from '../../i18n/texts.ts';
import { storiesTexts } from '../../i18n/areas/stories.ts';

const route = getRouteApi('/stories/');

// The form, its select and its checks load when a member points at or first opens it, not with the
// page (a visitor is sent to sign in instead).
const loadShareStoryDialog = () => import('./ShareStoryDialog.tsx');
const ShareStoryDialog = lazy(() =>
  loadShareStoryDialog().then((m) => ({ default: m.ShareStoryDialog })),
);

function PublishedStories() {
  const { t } = useTexts(storiesTexts);
  const { shortDate } = useDates();
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
  if (stories.data.stories.length === 0) return <Text c="dimmed">{t('list.empty')}</Text>;
  const pages = Math.ceil(stories.data.total / PAGE_SIZES.stories);
  return (
    <>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        {stories.data.stories.map((story) => (
          <Card key={story.id} component="article">
            <Stack gap={6}>
              <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                <bdi>{story.author_name}</bdi> ·{' '}
                {story.published_at ? shortDate(story.published_at) : ''}
              </Text>
              <Title order={3} fz="lg" dir="auto">
                {story.title}
              </Title>
              <ContentNoteGate note={story.content_note}>
                <Text size="sm" c="dimmed" lineClamp={3} dir="auto">
                  {plainText(story.content)}
                </Text>
              </ContentNoteGate>
              <CardLink
                to={`/stories/${story.id}`}
                aria-label={t('card.readLabel', { title: story.title })}
              >
                {t('card.read')}
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
            getControlProps={(c) => ({ 'aria-label': t(`list.pages.${c}`) })}
          />
        </Center>
      )}
    </>
  );
}

export function StoriesPage() {
  const { t } = useTexts(storiesTexts);
  usePageTitle(t('page.title'));
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
      <PageHeader title={t('page.title')} subtitle={t('page.subtitle')}>
        <Button
          mt="lg"
          variant="cta"
          size="md"
          onClick={share}
          // A member's pointer or focus on the button starts loading the form before her click.
          onPointerEnter={session ? () => void loadShareStoryDialog() : undefined}
          onFocus={session ? () => void loadShareStoryDialog() : undefined}
        >
          {t('page.share')}
        </Button>
      </PageHeader>
      <Container py={48}>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" mb={48}>
          {STORY_QUOTES.featured.map((q) => (
            <Card key={q.id} style={{ borderInlineStart: '4px solid var(--mantine-color-plum-6)' }}>
              <Text component="blockquote" ff="heading" fz="xl" m={0}>
                {t('page.quoted', { text: t(`quotes.${q.id}.text`) })}
              </Text>
              <Text size="sm" mt="sm">
                <Trans
                  t={t}
                  i18nKey="page.quoteBy"
                  values={{ name: q.author, role: t(`quotes.${q.id}.role`) }}
                  components={{ name: <strong /> }}
                />
              </Text>
            </Card>
          ))}
        </SimpleGrid>
        <section aria-labelledby="latest-heading">
          <SectionHeading id="latest-heading" title={t('page.latest')} />
          <PublishedStories />
        </section>
        <section aria-labelledby="categories-heading" style={{ marginTop: 64 }}>
          <SectionHeading id="categories-heading" title={t('page.categories')} />
          <StoryCategoryTiles />
        </section>
        <section aria-labelledby="success-heading" style={{ marginTop: 64 }}>
          <SectionHeading
            id="success-heading"
            title={t('page.success')}
            subtitle={t('page.successSubtitle')}
          />
          <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
            {STORY_QUOTES.success.map((q) => (
              <Card key={q.id}>
                <Text ff="heading" fz="lg">
                  {t('page.quoted', { text: t(`quotes.${q.id}.text`) })}
                </Text>
                <Group mt="sm" gap={6}>
                  <Text fw={600} size="sm">
                    {q.author}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {t(`quotes.${q.id}.role`)}
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
