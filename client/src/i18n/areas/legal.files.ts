/** The files whose every interface text comes from the catalogues (i18n.test.ts reads this). */
export const legalFiles: string[] = [
  'routes/privacy-policy.tsx',
  'routes/account-deletion.tsx',
  'content/legal.ts',
  'features/pages/PrivacyPolicyPage.tsx',
  'features/pages/AccountDeletionPage.tsx',
];
