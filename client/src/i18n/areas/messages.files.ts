/** The files whose every interface text comes from the catalogues (i18n.test.ts reads this). */
export const messagesFiles: string[] = [
  'routes/_authed/messages.tsx',
  'features/messages/MessagesPage.tsx',
  'features/messages/ConversationList.tsx',
  'features/messages/NewMessagePane.tsx',
  'features/messages/PaneHeader.tsx',
  'features/messages/RequestPane.tsx',
  'features/messages/messages-search.ts',
  'features/messages/use-answer-request.ts',
];
