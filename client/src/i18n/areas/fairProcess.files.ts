/** The files whose every interface text comes from the catalogues (i18n.test.ts reads this). */
export const fairProcessFiles: string[] = [
  'routes/_authed/decisions.tsx',
  'routes/guidelines.tsx',
  'routes/transparency.tsx',
  'features/fair-process/DecisionsPage.tsx',
  'features/fair-process/DecisionCard.tsx',
  'features/fair-process/decision-text.tsx',
  'features/fair-process/AppealSection.tsx',
  'features/fair-process/GuidelinesPage.tsx',
  'features/fair-process/moderation-dialog.tsx',
  'features/fair-process/RuleFields.tsx',
  'features/transparency/TransparencyPage.tsx',
  'features/transparency/CountTable.tsx',
];
