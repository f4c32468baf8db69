import { z } from 'zod';
import {
  forgotPasswordInput,
  loginInput,
  loginOutcome,
  loginResult,
  registerInput,
  resetPasswordInput,
  sessionUser,
  success,
} from '@hercircle/shared';
import { authedProcedure, publicProcedure, router } from '../../trpc/init.ts';
import * as auth from './auth.service.ts';
import {
  accountSecurityProcedures,
  emailCodeProcedures,
  signInProcedures,
} from '../security/security.router.ts';

const tags = ['auth'];
const ok = { success: true as const };
const sessionActor = (ctx: { user: { id: number }; session: { id: string } }) => ({
  id: ctx.user.id,
  sessionId: ctx.session.id,
});

export const authRouter = router({
  ...signInProcedures,
  ...emailCodeProcedures,
  ...accountSecurityProcedures,

  register: publicProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/auth/register',
        status: 201,
        summary: 'Create an account (sign in afterwards)',
        tags,
      },
    })
    .input(registerInput)
    .output(z.object({ user: sessionUser }))
    .mutation(async ({ ctx, input }) => ({ user: await auth.register(ctx, input) })),

  login: publicProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/auth/login',
        summary:
          'Sign in: a bearer token and the user, or, with two-step sign-in on, a challenge for POST /auth/two-factor. Sets the hc_device cookie: sign-ins that send it back count wrong passwords apart from the per-email limit',
        tags,
      },
    })
    .input(loginInput)
    .output(loginOutcome)
    .mutation(({ ctx, input }) => auth.login(ctx, input)),

  logout: authedProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/auth/logout',
        summary: 'End this session: the token stops working at once',
        tags,
      },
      allowSuspended: true,
    })
    .output(success)
    .mutation(async ({ ctx }) => {
      await auth.logout(ctx.db, sessionActor(ctx));
      return ok;
    }),

  logoutEverywhere: authedProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/auth/logout-all',
        summary: 'End every session of the signed-in user',
        tags,
      },
      allowSuspended: true,
    })
    .output(success)
    .mutation(async ({ ctx }) => {
      await auth.logoutEverywhere(ctx.db, sessionActor(ctx));
      return ok;
    }),

  refreshToken: authedProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/auth/refresh-token',
        summary: 'Rotate the token: a new one, the presented one stops working',
        tags,
      },
      allowSuspended: true,
    })
    .output(loginResult)
    .mutation(({ ctx }) => auth.refreshToken(ctx.db, sessionActor(ctx))),

  forgotPassword: publicProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/auth/forgot-password',
        summary: 'Email a reset link (same answer whether or not the email exists)',
        tags,
      },
    })
    .input(forgotPasswordInput)
    .output(success)
    .mutation(async ({ ctx, input }) => {
      await auth.forgotPassword(ctx, input);
      return ok;
    }),

  resetPassword: publicProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/auth/reset-password',
        summary: 'Set a new password with a single-use reset token; ends every session',
        tags,
      },
    })
    .input(resetPasswordInput)
    .output(success)
    .mutation(async ({ ctx, input }) => {
      await auth.resetPassword(ctx, input);
      return ok;
    }),

  me: authedProcedure
    .meta({ rest: { method: 'GET', path: '/auth/me', summary: 'The signed-in user', tags } })
    .output(z.object({ user: sessionUser }))
    .query(({ ctx }) => ({ user: ctx.user })),
});
