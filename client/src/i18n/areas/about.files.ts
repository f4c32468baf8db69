/** The files whose every interface text comes from the catalogues (i18n.test.ts reads this). */
export const aboutFiles: string[] = [
  'routes/about.tsx',
  'routes/contact.tsx',
  'routes/shop.tsx',
  'content/legal.ts',
  'features/pages/AboutPage.tsx',
  'features/pages/ContactPage.tsx',
  'features/pages/ShopPage.tsx',
];
