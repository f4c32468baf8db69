/** The files whose every interface text comes from the catalogues (i18n.test.ts reads this). */
export const chatFiles: string[] = [
  'features/chat/ChatWidget.tsx',
  'features/chat/ConversationView.tsx',
  'features/chat/MessageItem.tsx',
  'features/chat/ChatSearch.tsx',
  'features/chat/chat-cache.ts',
];
