import { router } from './init.ts';
import { contentRouter } from '../features/content/content.router.ts';
import { authRouter } from '../features/auth/auth.router.ts';
import { usersRouter } from '../features/users/users.router.ts';
import { chatRouter } from '../features/chat/chat.router.ts';
import { communityRouter } from '../features/community/community.router.ts';
import { adminRouter } from '../features/admin/admin.router.ts';

export const appRouter = router({
  auth: authRouter,
  users: usersRouter,
  community: communityRouter,
  chat: chatRouter,
  admin: adminRouter,
  content: contentRouter,
});

export type AppRouter = typeof appRouter;
