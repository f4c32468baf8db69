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
import { CAREER_SUCCESS, CAREER_TOPICS, HEALTH_TOPICS } from '../../content/topics.ts';
import type { Topic } from '../../content/types.ts';
import { leadOf, readingMinutes } from './article-format.ts';
import { topicArticlesQuery } from './queries.ts';
import { Helplines } from './Helplines.tsx';

const HUBS = {
  health: {
    title: 'Health & Lifestyle',
    base: '/health-lifestyle',
    section: 'health-lifestyle',
    subtitle: 'Beauty, nutrition, fitness, mental health and everyday wellness, in plain words.',
    topics: HEALTH_TOPICS,
  },
  career: {
    title: 'Career & Finance',
    base: '/career-finance',
    section: 'career-finance',
    subtitle: 'Work, money and investing, with advice from women who have done it.',
    topics: CAREER_TOPICS,
  },
} as const;

/** The topic's articles (the route's loader asks for them first). */
function TopicArticles({ section, topic }: { section: StorySection; topic: Topic }) {
  const articles = useQuery(topicArticlesQuery(trpc, section, topic.slug));
  if (articles.isPending)
    return (
      <Stack gap="md" role="status" aria-busy="true" aria-label={`Loading ${topic.title} articles`}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} h={120} radius="md" />
        ))}
      </Stack>
    );
  if (articles.isError)
    return (
      <Alert color="red" variant="light" title="The articles could not be loaded">
        {errorMessage(articles.error)}
      </Alert>
    );
  if (articles.data.stories.length === 0)
    return <Text c="dimmed">No {topic.title.toLowerCase()} articles yet. Check back soon.</Text>;
  return (
    <Stack gap="md">
      {articles.data.stories.map((a) => (
        <Card key={a.id} component="article">
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            {a.author_name} · {readingMinutes(a.content)} min read
          </Text>
          <Title order={3} fz="lg" mt={4}>
            {a.title}
          </Title>
          <Text size="sm" c="dimmed" mt={4} lineClamp={3}>
            {leadOf(a.content)}
          </Text>
          <CardLink to={`/stories/${a.id}`} aria-label={`Read article: ${a.title}`}>
            Read article
          </CardLink>
        </Card>
      ))}
    </Stack>
  );
}

function TopicBody({ section, topic }: { section: StorySection; topic: Topic }) {
  return (
    <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
      <section aria-label={`${topic.title} articles`} style={{ gridColumn: 'span 2', minWidth: 0 }}>
        <TopicArticles section={section} topic={topic} />
      </section>
      <Stack gap="lg" style={{ alignSelf: 'start' }}>
        {topic.slug === 'mental-health' && <Helplines />}
        <Card>
          <Title order={3} fz="lg" mb="sm">
            Quick tips
          </Title>
          <List spacing="xs" size="sm">
            {topic.tips.map((t) => (
              <List.Item key={t}>{t}</List.Item>
            ))}
          </List>
        </Card>
      </Stack>
    </SimpleGrid>
  );
}

export function TopicHub({ hub, topic }: { hub: keyof typeof HUBS; topic?: string }) {
  const h = HUBS[hub];
  const current = topic ? h.topics.find((t) => t.slug === topic) : undefined;
  usePageTitle(current ? `${current.title} · ${h.title}` : h.title);
  if (topic && !current) return <NotFound />;
  return (
    <>
      <PageHeader
        title={current ? `${current.emoji} ${current.title}` : h.title}
        subtitle={current ? current.intro : h.subtitle}
      >
        <nav aria-label={`${h.title} topics`}>
          <SimpleGrid cols={{ base: 2, xs: 3, md: h.topics.length + 1 }} spacing="xs" mt="lg">
            <Button component={Link} to={h.base} variant={current ? 'default' : 'filled'} size="xs">
              All topics
            </Button>
            {h.topics.map((t) => (
              <Button
                key={t.slug}
                component={Link}
                to={`${h.base}/${t.slug}`}
                variant={current?.slug === t.slug ? 'filled' : 'default'}
                size="xs"
              >
                {t.title}
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
              {h.topics.map((t) => (
                <MediaCard
                  key={t.slug}
                  emoji={t.emoji}
                  title={t.title}
                  text={t.intro}
                  gradient={hub === 'health' ? 'sage' : 'plum'}
                >
                  <CardLink to={`${h.base}/${t.slug}`} aria-label={`Explore ${t.title}`}>
                    Explore {t.title.toLowerCase()}
                  </CardLink>
                </MediaCard>
              ))}
            </SimpleGrid>
            {hub === 'career' && (
              <section aria-labelledby="success-stories" style={{ marginTop: 56 }}>
                <SectionHeading id="success-stories" title="Success stories" />
                <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
                  {CAREER_SUCCESS.map((s) => (
                    <Card key={s.name}>
                      <Text fw={700}>{s.name}</Text>
                      <Text size="sm" c="dimmed">
                        {s.role}, {s.city}
                      </Text>
                      <Text size="sm" mt="xs">
                        {s.story}
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
