/** The files whose every interface text comes from the catalogues (i18n.test.ts reads this). */
export const searchFiles: string[] = [
  'routes/_authed/search.tsx',
  'features/search/NavSearch.tsx',
  'features/search/SearchPage.tsx',
  'features/search/queries.ts',
];
