/** The files whose every interface text comes from the catalogues (i18n.test.ts reads this). */
export const frameFiles: string[] = [
  'components/NotFound.tsx',
  'components/UserMenu.tsx',
  'components/SuspensionBanner.tsx',
  'components/EmailConfirmationBanner.tsx',
  'components/AppStatus.tsx',
];
