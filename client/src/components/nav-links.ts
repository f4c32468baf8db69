export interface NavLink {
  label: string;
  to: string;
}

/** First row of the top bar (and the start of the mobile menu). */
export const MAIN_LINKS: NavLink[] = [
  { label: 'Home', to: '/' },
  { label: 'Stories', to: '/stories' },
  { label: 'Community', to: '/community' },
  { label: 'Events', to: '/community/events' },
  { label: 'Publications', to: '/community/publications' },
  { label: 'Podcast', to: '/podcast' },
  { label: 'Resources', to: '/resources' },
];

/** Second row on large screens. /events and /publications show the same screens as the community routes. */
export const MORE_LINKS: NavLink[] = [
  { label: 'Health & Lifestyle', to: '/health-lifestyle' },
  { label: 'Shop', to: '/shop' },
  { label: 'Career & Finance', to: '/career-finance' },
  { label: 'Unfiltered', to: '/unfiltered' },
  { label: 'Top Stories', to: '/top-stories' },
  { label: 'All Events', to: '/events' },
  { label: 'Magazine Issues', to: '/publications' },
  { label: 'Contact', to: '/contact' },
];
