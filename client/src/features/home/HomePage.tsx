import { lazy, Suspense } from 'react';
import { Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { HERO, QUOTES, RESOURCE_CARDS } from '../../content/home.ts';
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
  return (
    <>
      {/* Hers first: her welcome, her groups and her next events; the site's home follows. */}
      {session && <MemberHome />}
      <div className={classes.hero}>
        <Container className={classes.heroInner}>
          <Stack gap="lg" maw={720}>
            <Title order={1} className={classes.title}>
              {HERO.title}
            </Title>
            <Text size="xl" c="dimmed" maw={600}>
              {HERO.subtitle}
            </Text>
            <Group gap="md">
              <ButtonLink to="/stories" search={{ share: true }} size="lg" variant="cta">
                Share Your Story
              </ButtonLink>
              <ButtonLink to="/stories" size="lg" variant="outline">
                Explore Stories
              </ButtonLink>
            </Group>
          </Stack>
          <HeroStats />
        </Container>
      </div>
      <QuoteCarousel quotes={QUOTES} />
      <Container component="section" py={64} aria-labelledby="featured-heading">
        <SectionHeading
          id="featured-heading"
          title="Featured stories"
          subtitle="Written by members, edited with care."
        />
        <FeaturedStories />
      </Container>
      <Container component="section" pb={64} aria-labelledby="resources-heading">
        <SectionHeading
          id="resources-heading"
          title="Resources for every chapter"
          subtitle="Guides, tools and people who can help."
        />
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="lg">
          {RESOURCE_CARDS.map((c) => (
            <MediaCard key={c.id} {...c}>
              <CardLink to="/resources" aria-label={`Explore ${c.title} resources`}>
                Explore
              </CardLink>
            </MediaCard>
          ))}
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
