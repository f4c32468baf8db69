/** The files whose every interface text comes from the catalogues (i18n.test.ts reads this). */
export const resourcesFiles: string[] = [
  'routes/resources.tsx',
  'features/pages/ResourcesPage.tsx',
  'features/pages/ResourceItem.tsx',
  'features/pages/directory-queries.ts',
  // The card that closes a listing page shows the words it is given (no words of its own).
  'features/pages/CallToAction.tsx',
];
