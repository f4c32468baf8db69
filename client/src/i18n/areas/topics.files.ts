/** The files whose every interface text comes from the catalogues (i18n.test.ts reads this). */
export const topicsFiles: string[] = [
  'routes/health-lifestyle.index.tsx',
  'routes/health-lifestyle.$topic.tsx',
  'routes/career-finance.index.tsx',
  'routes/career-finance.$topic.tsx',
  'content/topics.ts',
  'content/types.ts',
  'features/pages/TopicPages.tsx',
  'features/pages/Helplines.tsx',
];
