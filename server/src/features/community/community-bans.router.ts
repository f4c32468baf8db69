import { z } from 'zod';
import {
  banMemberInput,
  groupBan,
  id,
  pagination,
  PAGE_SIZES,
  removeMemberInput,
  success,
} from '@hercircle/shared';
import { authedProcedure } from '../../trpc/init.ts';
import * as bans from './community-bans.service.ts';

const tags = ['community'];
const ok = { success: true as const };

/** Group moderation: group admins and site admins remove, ban and unban members (community.*). */
export const groupModerationProcedures = {
  removeMember: authedProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/community/groups/{id}/members/{userId}/remove',
        summary: 'Remove a member from a group (group admins, site admins); she may join again',
        tags,
      },
    })
    .input(removeMemberInput)
    .output(success)
    .mutation(async ({ ctx, input }) => {
      await bans.removeFromGroup(ctx.db, ctx.user, input);
      return ok;
    }),

  bans: authedProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/community/groups/{id}/bans',
        summary: 'Members banned from a group, newest first (group admins, site admins)',
        tags,
      },
    })
    .input(z.object({ id, ...pagination(PAGE_SIZES.members) }))
    .output(z.object({ bans: z.array(groupBan), total: z.number().int() }))
    .query(({ ctx, input }) => bans.listBans(ctx.db, ctx.user, input)),

  ban: authedProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/community/groups/{id}/bans/{userId}',
        summary:
          'Ban a member: removes her and refuses her join, requests and posts until lifted (idempotent)',
        tags,
      },
    })
    .input(banMemberInput)
    .output(success)
    .mutation(async ({ ctx, input }) => {
      await bans.banFromGroup(ctx.db, ctx.user, input);
      return ok;
    }),

  unban: authedProcedure
    .meta({
      rest: {
        method: 'DELETE',
        path: '/community/groups/{id}/bans/{userId}',
        summary: 'Lift a ban (idempotent)',
        tags,
      },
    })
    .input(z.object({ id, userId: id }))
    .output(success)
    .mutation(async ({ ctx, input }) => {
      await bans.unbanFromGroup(ctx.db, ctx.user, input);
      return ok;
    }),
};
