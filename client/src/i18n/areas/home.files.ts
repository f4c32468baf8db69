/** The files whose every interface text comes from the catalogues (i18n.test.ts reads this). */
export const homeFiles: string[] = [
  'routes/index.tsx',
  'content/home.ts',
  'features/home/HomePage.tsx',
  'features/home/HeroStats.tsx',
  'features/home/FeaturedStories.tsx',
  'features/home/BelowTheFold.tsx',
  'features/home/FirstVisitChecklist.tsx',
  'features/home/MemberHome.tsx',
  'features/community/CommunityPulse.tsx',
  'components/AppBanner.tsx',
  'components/NewsletterSignup.tsx',
  'components/QuoteCarousel.tsx',
  'components/Visual.tsx',
];
