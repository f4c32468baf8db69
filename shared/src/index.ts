export * from './constants.ts';
export * from './messages.ts';
export * from './schemas/common.ts';
export * from './schemas/auth.ts';
export * from './schemas/chat.ts';
export * from './schemas/admin.ts';
export * from './schemas/community.ts';
export * from './schemas/content.ts';
