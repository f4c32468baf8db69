import { lazy, Suspense } from 'react';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { FEATURED_STORIES, HERO, QUOTES, RESOURCE_CARDS, STATS } from '../../content/home.ts';
import { MediaCard, SectionHeading } from '../../components/Visual.tsx';
import { QuoteCarousel } from '../../components/QuoteCarousel.tsx';
import { CardLink, PlainButtonLink } from '../../components/plain/buttons.tsx';
import plain from '../../components/plain/plain.module.css';
import classes from './HomePage.module.css';
import { ColumnGrid } from '../../components/ColumnGrid.tsx';

// Below the fold: loaded right after the first paint, in space reserved for them (no layout shift).
const BelowTheFold = lazy(() => import('./BelowTheFold.tsx'));

export function HomePage() {
  usePageTitle(null);
  return (
    <>
      <div className={classes.hero}>
        <div className={`${plain.container} ${classes.heroInner}`}>
          <div className={`${plain.stack} ${classes.intro}`}>
            <h1 className={`${plain.title} ${classes.title}`}>{HERO.title}</h1>
            <p className={`${plain.text} ${plain.dimmed} ${classes.lead}`} data-size="xl">
              {HERO.subtitle}
            </p>
            <div className={classes.actions}>
              <PlainButtonLink to="/stories" search={{ share: true }} size="lg" color="coral">
                Share Your Story
              </PlainButtonLink>
              <PlainButtonLink to="/stories" size="lg" variant="outline">
                Explore Stories
              </PlainButtonLink>
            </div>
          </div>
          <ColumnGrid cols={{ base: 2, sm: 4 }} mt={56} gap="lg">
            {STATS.map((s) => (
              <div key={s.label}>
                <p className={`${plain.text} ${classes.stat}`}>{s.value}</p>
                <p className={`${plain.text} ${plain.dimmed}`} data-size="sm">
                  {s.label}
                </p>
              </div>
            ))}
          </ColumnGrid>
        </div>
      </div>
      <QuoteCarousel quotes={QUOTES} />
      <section
        className={`${plain.container} ${classes.featured}`}
        aria-labelledby="featured-heading"
      >
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
      </section>
      <section
        className={`${plain.container} ${classes.resources}`}
        aria-labelledby="resources-heading"
      >
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
      </section>
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
