/** The files whose every interface text comes from the catalogues (i18n.test.ts reads this). */
export const notificationsFiles: string[] = [
  'routes/_authed/notifications.tsx',
  'features/notifications/Bell.tsx',
  'features/notifications/NotificationItem.tsx',
  'features/notifications/NotificationsPage.tsx',
  'features/notifications/queries.ts',
];
