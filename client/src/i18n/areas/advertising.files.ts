/** The files whose every interface text comes from the catalogues (i18n.test.ts reads this). */
export const advertisingFiles: string[] = ['content/advertising.ts', 'components/Promotions.tsx'];
