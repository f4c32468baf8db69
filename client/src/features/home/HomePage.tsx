import { lazy, Suspense } from 'react';
import { Box, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { FEATURED_STORIES, HERO, QUOTES, RESOURCE_CARDS, STATS } from '../../content/home.ts';
import { MediaCard, SectionHeading } from '../../components/Visual.tsx';
import { QuoteCarousel } from '../../components/QuoteCarousel.tsx';
import { ButtonLink, CardLink } from '../../components/ButtonLink.tsx';
import classes from './HomePage.module.css';
import { ColumnGrid } from '../../components/ColumnGrid.tsx';

// Below the fold: loaded right after the first paint, in space reserved for them (no layout shift).
const BelowTheFold = lazy(() => import('./BelowTheFold.tsx'));

export function HomePage() {
  usePageTitle(null);
  return (
    <>
      <Box className={classes.hero}>
        <Container py={{ base: 48, sm: 88 }}>
          <Stack gap="lg" maw={720}>
            <Title order={1} fz={{ base: 36, sm: 56 }} lh={1.08}>
              {HERO.title}
            </Title>
            <Text size="xl" c="dimmed" maw={600}>
              {HERO.subtitle}
            </Text>
            <Group>
              <ButtonLink to="/stories" search={{ share: true }} size="lg" color="coral">
                Share Your Story
              </ButtonLink>
              <Button component={Link} to="/stories" size="lg" variant="outline">
                Explore Stories
              </Button>
            </Group>
          </Stack>
          <ColumnGrid cols={{ base: 2, sm: 4 }} mt={56} gap="lg">
            {STATS.map((s) => (
              <div key={s.label}>
                <Text ff="heading" fz={{ base: 30, sm: 40 }} fw={600} c="plum">
                  {s.value}
                </Text>
                <Text c="dimmed" size="sm">
                  {s.label}
                </Text>
              </div>
            ))}
          </ColumnGrid>
        </Container>
      </Box>
      <QuoteCarousel quotes={QUOTES} />
      <Container py={64} component="section" aria-labelledby="featured-heading">
        <SectionHeading
          id="featured-heading"
          title="Featured stories"
          subtitle="Written by members, edited with care."
        />
        <ColumnGrid cols={{ base: 1, sm: 2, md: 3 }} gap="lg">
          {FEATURED_STORIES.map((s) => (
            <MediaCard key={s.id} {...s}>
              <CardLink to="/stories" aria-label={`Read more stories like ${s.title}`}>
                Read more stories
              </CardLink>
            </MediaCard>
          ))}
        </ColumnGrid>
      </Container>
      <Container pb={64} component="section" aria-labelledby="resources-heading">
        <SectionHeading
          id="resources-heading"
          title="Resources for every chapter"
          subtitle="Guides, tools and people who can help."
        />
        <ColumnGrid cols={{ base: 1, xs: 2, md: 4 }} gap="lg">
          {RESOURCE_CARDS.map((c) => (
            <MediaCard key={c.id} {...c}>
              <CardLink to="/resources" aria-label={`Explore ${c.title} resources`}>
                Explore
              </CardLink>
            </MediaCard>
          ))}
        </ColumnGrid>
      </Container>
      {/* Loaded once the page is live, so the prerendered HTML and its hydration both hold the
          placeholder. */}
      <BelowTheFoldWhenLive />
    </>
  );
}

/** Its own component, so that the switch to "hydrated" re-renders this part, not the page. */
function BelowTheFoldWhenLive() {
  return useHydrated() ? (
    <Suspense fallback={<Box mih={1100} />}>
      <BelowTheFold />
    </Suspense>
  ) : (
    <Box mih={1100} />
  );
}
