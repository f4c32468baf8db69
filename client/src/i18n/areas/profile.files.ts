/** The files whose every interface text comes from the catalogues (i18n.test.ts reads this). */
export const profileFiles: string[] = [
  'routes/_authed/profile.tsx',
  'features/account/ProfilePage.tsx',
  'features/account/ProfileInfoCard.tsx',
  'features/account/PictureCard.tsx',
  'features/account/upload.ts',
  'features/account/MyStoriesCard.tsx',
  'features/account/SavedStoriesCard.tsx',
  'features/account/ReviseStoryDialog.tsx',
  'features/account/data-export.ts',
  'components/FormError.tsx',
];
