import { router } from './init.ts';
import { contentRouter } from '../features/content/content.router.ts';
import { authRouter } from '../features/auth/auth.router.ts';
import { usersRouter } from '../features/users/users.router.ts';

export const appRouter = router({
  auth: authRouter,
  users: usersRouter,
  content: contentRouter,
});

export type AppRouter = typeof appRouter;
