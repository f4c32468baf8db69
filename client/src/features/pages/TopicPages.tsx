import {
  Alert,
  Button,
  Card,
  Container,
  List,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { StorySection } from '@hercircle/shared';
import { CardLink } from '../../components/ButtonLink.tsx';
import { trpc } from '../../lib/trpc.ts';
import { errorMessage } from '../../lib/errors.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { MediaCard, SectionHeading } from '../../components/Visual.tsx';
import { NotFound } from '../../components/NotFound.tsx';
import { CAREER_SUCCESS, CAREER_TOPICS, HEALTH_TOPICS, TIPS } from '../../content/topics.ts';
import { useTexts } from '../../i18n/texts.ts';
import { topicsTexts } from '../../i18n/areas/topics.ts';
import { leadOf, readingMinutes } from './article-format.ts';
import { topicArticlesQuery } from './queries.ts';
import { Helplines } from './Helplines.tsx';

type HubTopic = (typeof HEALTH_TOPICS)[number] | (typeof CAREER_TOPICS)[number];

/** The two hubs: their titles and subtitles are `hubs.<id>` texts. */
const HUBS: Record<
  'health' | 'career',
  { base: string; section: StorySection; topics: readonly HubTopic[] }
> = {
  health: { base: '/health-lifestyle', section: 'health-lifestyle', topics: HEALTH_TOPICS },
  career: { base: '/career-finance', section: 'career-finance', topics: CAREER_TOPICS },
};

/** The topic's articles (the route's loader asks for them first). */
function TopicArticles({ section, topic }: { section: StorySection; topic: HubTopic }) {
  const { t, i18n } = useTexts(topicsTexts);
  const articles = useQuery(topicArticlesQuery(trpc, section, topic.slug));
  const title = t(`topics.${topic.slug}.title`);
  if (articles.isPending)
    return (
      <Stack
        gap="md"
        role="status"
        aria-busy="true"
        aria-label={t('articles.loading', { topic: title })}
      >
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} h={120} radius="md" />
        ))}
      </Stack>
    );
  if (articles.isError)
    return (
      <Alert color="red" variant="light" title={t('articles.error')}>
        {errorMessage(articles.error)}
      </Alert>
    );
  if (articles.data.stories.length === 0)
    return (
      <Text c="dimmed">
        {t('articles.empty', { topic: title.toLocaleLowerCase(i18n.language) })}
      </Text>
    );
  return (
    <Stack gap="md">
      {articles.data.stories.map((a) => (
        <Card key={a.id} component="article">
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            {t('articles.byline', {
              author: a.author_name,
              time: t('articles.readTime', { count: readingMinutes(a.content) }),
            })}
          </Text>
          <Title order={2} fz="lg" mt={4} dir="auto">
            {a.title}
          </Title>
          <Text size="sm" c="dimmed" mt={4} lineClamp={3} dir="auto">
            {leadOf(a.content)}
          </Text>
          <CardLink
            to={`/stories/${a.id}`}
            aria-label={t('articles.readLabel', { title: a.title })}
          >
            {t('articles.read')}
          </CardLink>
        </Card>
      ))}
    </Stack>
  );
}

function TopicBody({ section, topic }: { section: StorySection; topic: HubTopic }) {
  const { t } = useTexts(topicsTexts);
  return (
    <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
      <section
        aria-label={t('articles.label', { topic: t(`topics.${topic.slug}.title`) })}
        style={{ gridColumn: 'span 2', minWidth: 0 }}
      >
        <TopicArticles section={section} topic={topic} />
      </section>
      <Stack gap="lg" style={{ alignSelf: 'start' }}>
        {topic.slug === 'mental-health' && <Helplines />}
        <Card>
          <Title order={2} fz="lg" mb="sm">
            {t('quickTips')}
          </Title>
          <List spacing="xs" size="sm">
            {TIPS.map((tip) => (
              <List.Item key={tip}>{t(`topics.${topic.slug}.tips.${tip}`)}</List.Item>
            ))}
          </List>
        </Card>
      </Stack>
    </SimpleGrid>
  );
}

export function TopicHub({ hub, topic }: { hub: keyof typeof HUBS; topic?: string }) {
  const { t, i18n } = useTexts(topicsTexts);
  const h = HUBS[hub];
  const hubTitle = t(`hubs.${hub}.title`);
  const current = topic ? h.topics.find((x) => x.slug === topic) : undefined;
  const currentTitle = current && t(`topics.${current.slug}.title`);
  usePageTitle(currentTitle ? `${currentTitle} · ${hubTitle}` : hubTitle);
  if (topic && !current) return <NotFound />;
  return (
    <>
      <PageHeader
        title={current ? `${current.emoji} ${currentTitle}` : hubTitle}
        subtitle={current ? t(`topics.${current.slug}.intro`) : t(`hubs.${hub}.subtitle`)}
      >
        <nav aria-label={t('nav', { hub: hubTitle })}>
          <SimpleGrid cols={{ base: 2, xs: 3, md: h.topics.length + 1 }} spacing="xs" mt="lg">
            <Button component={Link} to={h.base} variant={current ? 'default' : 'filled'} size="xs">
              {t('allTopics')}
            </Button>
            {h.topics.map((x) => (
              <Button
                key={x.slug}
                component={Link}
                to={`${h.base}/${x.slug}`}
                variant={current?.slug === x.slug ? 'filled' : 'default'}
                size="xs"
              >
                {t(`topics.${x.slug}.title`)}
              </Button>
            ))}
          </SimpleGrid>
        </nav>
      </PageHeader>
      <Container py={48}>
        {current ? (
          <TopicBody section={h.section} topic={current} />
        ) : (
          <>
            <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
              {h.topics.map((x) => {
                const title = t(`topics.${x.slug}.title`);
                return (
                  <MediaCard
                    key={x.slug}
                    emoji={x.emoji}
                    title={title}
                    text={t(`topics.${x.slug}.intro`)}
                    gradient={hub === 'health' ? 'sage' : 'plum'}
                    order={2}
                  >
                    <CardLink
                      to={`${h.base}/${x.slug}`}
                      aria-label={t('exploreLabel', { topic: title })}
                    >
                      {t('explore', { topic: title.toLocaleLowerCase(i18n.language) })}
                    </CardLink>
                  </MediaCard>
                );
              })}
            </SimpleGrid>
            {hub === 'career' && (
              <section aria-labelledby="success-stories" style={{ marginTop: 56 }}>
                <SectionHeading id="success-stories" title={t('successStories')} />
                <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
                  {CAREER_SUCCESS.map((s) => (
                    <Card key={s.id}>
                      <Text fw={700}>{s.name}</Text>
                      <Text size="sm" c="dimmed">
                        {t('successWhere', {
                          role: t(`success.${s.id}.role`),
                          city: t(`success.${s.id}.city`),
                        })}
                      </Text>
                      <Text size="sm" mt="xs">
                        {t(`success.${s.id}.story`)}
                      </Text>
                    </Card>
                  ))}
                </SimpleGrid>
              </section>
            )}
          </>
        )}
      </Container>
    </>
  );
}
