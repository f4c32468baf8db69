import type { Catalog } from '../i18n/en.ts';

export interface NavLink {
  /** Its words in the catalogue's `nav` part (t(`nav.${key}`)). */
  key: keyof Catalog['nav'];
  to: string;
}

/** First row of the top bar (and the start of the mobile menu). */
export const MAIN_LINKS: NavLink[] = [
  { key: 'home', to: '/' },
  { key: 'stories', to: '/stories' },
  { key: 'community', to: '/community' },
  { key: 'events', to: '/community/events' },
  { key: 'publications', to: '/community/publications' },
  { key: 'podcast', to: '/podcast' },
  { key: 'resources', to: '/resources' },
];

/** Second row on large screens. /events and /publications show the same screens as the community routes. */
export const MORE_LINKS: NavLink[] = [
  { key: 'healthLifestyle', to: '/health-lifestyle' },
  { key: 'shop', to: '/shop' },
  { key: 'careerFinance', to: '/career-finance' },
  { key: 'unfiltered', to: '/unfiltered' },
  { key: 'topStories', to: '/top-stories' },
  { key: 'allEvents', to: '/events' },
  { key: 'magazineIssues', to: '/publications' },
  { key: 'contact', to: '/contact' },
];
