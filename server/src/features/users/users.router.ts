import { z } from 'zod';
import {
  blockedMembers,
  changePasswordInput,
  memberProfile,
  id,
  pagination,
  PAGE_SIZES,
  preferences,
  publicUser,
  success,
  updatePreferencesInput,
  updateProfileInput,
  userProfile,
} from '@hercircle/shared';
import { authedProcedure, router } from '../../trpc/init.ts';
import { changePassword } from '../auth/auth.service.ts';
import * as users from './users.service.ts';
import * as blocks from './blocks.service.ts';
import * as profile from './profile.service.ts';
import { shieldUserProcedures } from '../shield/shield.router.ts';

const tags = ['users'];

export const usersRouter = router({
  profile: authedProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/users/{id}/profile',
        summary:
          "A member's page: profile (email and date of birth for self and admins), groups in common, relation; limited by her privacy choice or a block",
        tags,
      },
    })
    .input(z.object({ id }))
    .output(memberProfile)
    .query(({ ctx, input }) => profile.getMemberProfile(ctx.db, ctx.user, input)),

  updateProfile: authedProcedure
    .meta({
      rest: {
        method: 'PUT',
        path: '/users/{id}/profile',
        summary: 'Update a profile (self or admin); email cannot be changed',
        tags,
      },
    })
    .input(updateProfileInput)
    .output(z.object({ user: userProfile }))
    .mutation(async ({ ctx, input }) => {
      const { email: _email, ...profile } = input;
      return { user: await users.updateProfile(ctx.db, ctx.user, profile) };
    }),

  search: authedProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/users/search',
        summary: 'Find members by name (and email, for admins)',
        tags,
      },
    })
    .input(z.object({ q: z.string().max(100).default(''), ...pagination(PAGE_SIZES.users) }))
    .output(z.object({ users: z.array(publicUser), total: z.number().int() }))
    .query(({ ctx, input }) => users.searchUsers(ctx.db, ctx.user, input)),

  changePassword: authedProcedure
    .meta({
      rest: {
        method: 'PUT',
        path: '/users/{id}/change-password',
        summary: "Change one's own password; ends the other sessions",
        tags,
      },
      allowSuspended: true,
    })
    .input(changePasswordInput)
    .output(success)
    .mutation(async ({ ctx, input }) => {
      await changePassword(ctx, { id: ctx.user.id, sessionId: ctx.session.id }, input);
      return { success: true as const };
    }),

  preferences: authedProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/users/me/preferences',
        summary: "The signed-in member's preferences (email, content notes, quick exit)",
        tags,
      },
    })
    .output(z.object({ preferences }))
    .query(async ({ ctx }) => ({ preferences: await users.getPreferences(ctx.db, ctx.user) })),

  updatePreferences: authedProcedure
    .meta({
      rest: {
        method: 'PUT',
        path: '/users/me/preferences',
        summary: "Change any of the signed-in member's preferences; the rest stay",
        tags,
      },
      // Her own settings (content notes, Quick exit) reach nobody else: kept while suspended.
      allowSuspended: true,
    })
    .input(updatePreferencesInput)
    .output(z.object({ preferences }))
    .mutation(async ({ ctx, input }) => ({
      preferences: await users.updatePreferences(ctx.db, ctx.user, input),
    })),

  block: relationProcedure('block', 'POST', 'Block a member: neither of you sees the other'),
  unblock: relationProcedure('block', 'DELETE', 'Lift a block'),
  mute: relationProcedure('mute', 'POST', 'Mute a member: you stop seeing her posts and messages'),
  unmute: relationProcedure('mute', 'DELETE', 'Lift a mute'),
  blocks: relationList('block', 'Members you blocked, newest first'),
  mutes: relationList('mute', 'Members you muted, newest first'),
  ...shieldUserProcedures,
});

/** Block and mute (and their undo) are one rule on two tables: silent, idempotent, never yourself. */
function relationProcedure(kind: blocks.Kind, method: 'POST' | 'DELETE', summary: string) {
  return authedProcedure
    .meta({
      rest: { method, path: `/users/{id}/${kind}`, summary, tags },
      allowSuspended: true,
    })
    .input(z.object({ id }))
    .output(success)
    .mutation(async ({ ctx, input }) => {
      if (method === 'POST') await blocks.addRelation(ctx.db, ctx.user, kind, input);
      else await blocks.removeRelation(ctx.db, ctx.user, kind, input);
      return { success: true as const };
    });
}

function relationList(kind: blocks.Kind, summary: string) {
  return authedProcedure
    .meta({ rest: { method: 'GET', path: `/users/me/${kind}s`, summary, tags } })
    .input(z.object(pagination(PAGE_SIZES.users)))
    .output(blockedMembers)
    .query(({ ctx, input }) => blocks.listRelations(ctx.db, ctx.user, kind, input));
}
