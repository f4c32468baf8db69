/** The files whose every interface text comes from the catalogues (i18n.test.ts reads this). */
export const mediaFiles: string[] = [
  'routes/publications.tsx',
  'routes/community/publications.tsx',
  'routes/podcast.$episode.tsx',
  'features/pages/PublicationsPage.tsx',
  'features/pages/MemberDownload.tsx',
  'features/podcast/PodcastPage.tsx',
  'features/podcast/EpisodePage.tsx',
  'features/podcast/EpisodePlayer.tsx',
  'features/podcast/SubscribeFeed.tsx',
  'features/podcast/format.ts',
];
