/** The files whose every interface text comes from the catalogues (i18n.test.ts reads this). */
export const safetyFiles: string[] = [
  'features/safety/report.tsx',
  'features/safety/ReportDialog.tsx',
  'features/safety/ReportReceipt.tsx',
  'features/safety/CrisisResources.tsx',
  'features/safety/StoryContentNoteSelect.tsx',
  'content/crisis-resources.ts',
  'features/shield/BlockFromPostDialog.tsx',
  'features/shield/MutedGate.tsx',
  'features/shield/shield-menu.tsx',
  'components/ContentNoteGate.tsx',
  'components/FormModal.tsx',
];
