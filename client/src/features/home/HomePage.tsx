import { lazy, Suspense } from 'react';
import { Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { QUOTES, RESOURCE_CARDS } from '../../content/home.ts';
import { useTexts } from '../../i18n/texts.ts';
import { homeTexts } from '../../i18n/areas/home.ts';
import { MediaCard, SectionHeading } from '../../components/Visual.tsx';
import { QuoteCarousel } from '../../components/QuoteCarousel.tsx';
import { ButtonLink, CardLink } from '../../components/ButtonLink.tsx';
import classes from './HomePage.module.css';
import { MemberHome } from './MemberHome.tsx';
import { useSession } from '../../lib/auth.ts';
import { FeaturedStories } from './FeaturedStories.tsx';
import { HeroStats } from './HeroStats.tsx';

// Below the fold: loaded right after the first paint, in space reserved for them (no layout shift).
const BelowTheFold = lazy(() => import('./BelowTheFold.tsx'));

export function HomePage() {
  usePageTitle(null);
  const session = useSession();
  const { t } = useTexts(homeTexts);
  const quotes = QUOTES.map((q) => ({
    author: q.author,
    text: t(`quotes.${q.id}.text`),
    role: t(`quotes.${q.id}.role`),
  }));
  return (
    <>
      {/* Hers first: her welcome, her groups and her next events; the site's home follows. */}
      {session && <MemberHome />}
      <div className={classes.hero}>
        <Container className={classes.heroInner}>
          <Stack gap="lg" maw={720}>
            <Title order={1} className={classes.title}>
              {t('hero.title')}
            </Title>
            <Text size="xl" c="dimmed" maw={600}>
              {t('hero.subtitle')}
            </Text>
            <Group gap="md">
              <ButtonLink to="/stories" search={{ share: true }} size="lg" variant="cta">
                {t('hero.share')}
              </ButtonLink>
              <ButtonLink to="/stories" size="lg" variant="outline">
                {t('hero.explore')}
              </ButtonLink>
            </Group>
          </Stack>
          <HeroStats />
        </Container>
      </div>
      <QuoteCarousel quotes={quotes} />
      <Container component="section" py={64} aria-labelledby="featured-heading">
        <SectionHeading
          id="featured-heading"
          title={t('featured.title')}
          subtitle={t('featured.subtitle')}
        />
        <FeaturedStories />
      </Container>
      <Container component="section" pb={64} aria-labelledby="resources-heading">
        <SectionHeading
          id="resources-heading"
          title={t('resources.title')}
          subtitle={t('resources.subtitle')}
        />
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="lg">
          {RESOURCE_CARDS.map(({ id, emoji, gradient }) => {
            const title = t(`resources.${id}.title`);
            return (
              <MediaCard
                key={id}
                emoji={emoji}
                gradient={gradient}
                title={title}
                text={t(`resources.${id}.text`)}
              >
                <CardLink to="/resources" aria-label={t('resources.exploreLabel', { title })}>
                  {t('resources.explore')}
                </CardLink>
              </MediaCard>
            );
          })}
        </SimpleGrid>
      </Container>
      {/* Loaded once the page is live, so the server's HTML and its hydration both hold the
          placeholder. */}
      <BelowTheFoldWhenLive />
    </>
  );
}

/** Its own component, so that the switch to "hydrated" re-renders this part, not the page. */
function BelowTheFoldWhenLive() {
  return useHydrated() ? (
    <Suspense fallback={<div className={classes.belowSpace} />}>
      <BelowTheFold />
    </Suspense>
  ) : (
    <div className={classes.belowSpace} />
  );
}
