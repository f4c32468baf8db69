import { z } from 'zod';
import {
  createGroupInput,
  group,
  groupMember,
  id,
  joinRequest,
  listGroupsInput,
  MEMBER_ROLES,
  pagination,
  PAGE_SIZES,
  pulseGroup,
  screeningAnswers,
  success,
  updateGroupInput,
} from '@hercircle/shared';
import { authedProcedure, publicProcedure, router } from '../../trpc/init.ts';
import * as community from './community.service.ts';
import { groupModerationProcedures } from './community-bans.router.ts';
import * as members from './community-members.service.ts';
import { discussionProcedures } from './community-posts.router.ts';
import { reactionProcedures } from './community-reactions.router.ts';
import { mentionProcedures } from './community-mentions.router.ts';
import { invitationProcedures } from './community-invitations.router.ts';
import { screeningProcedures } from './community-screening.router.ts';
import { pollProcedures } from './community-polls.router.ts';
import { insightProcedures } from './community-insights.router.ts';
import { shieldCommunityProcedures } from '../shield/shield.router.ts';

const tags = ['community'];
const groupList = z.object({ groups: z.array(group), total: z.number().int() });
const ok = { success: true as const };

export const communityRouter = router({
  ...groupModerationProcedures,
  ...discussionProcedures,
  ...reactionProcedures,
  ...mentionProcedures,
  ...invitationProcedures,
  ...screeningProcedures,
  ...pollProcedures,
  ...insightProcedures,
  ...shieldCommunityProcedures,

  pulse: publicProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/community/pulse',
        summary: "Home's community pulse: three newest active public groups and totals",
        tags,
      },
    })
    .output(
      z.object({
        groups: z.array(pulseGroup),
        total_groups: z.number().int(),
        total_members: z.number().int(),
      }),
    )
    .query(({ ctx }) => community.getPulse(ctx.db, ctx.user)),

  list: authedProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/community/groups',
        summary: 'Groups: search name or description, filter by category and privacy',
        tags,
      },
    })
    .input(listGroupsInput)
    .output(groupList)
    .query(({ ctx, input }) => community.listGroups(ctx.db, ctx.user, input)),

  get: authedProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/community/groups/{id}',
        summary: 'One group, with your membership',
        tags,
      },
    })
    .input(z.object({ id }))
    .output(z.object({ group }))
    .query(async ({ ctx, input }) => ({
      group: await community.getGroup(ctx.db, ctx.user, input),
    })),

  create: authedProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/community/groups',
        status: 201,
        summary: 'Create a group; you become its first member, as admin',
        tags,
      },
    })
    .input(createGroupInput)
    .output(z.object({ group }))
    .mutation(async ({ ctx, input }) => ({
      group: await community.createGroup(ctx.db, ctx.user, input, ctx.env),
    })),

  update: authedProcedure
    .meta({
      rest: {
        method: 'PUT',
        path: '/community/groups/{id}',
        summary: 'Edit a group (its admins, or a site admin)',
        tags,
      },
    })
    .input(updateGroupInput)
    .output(z.object({ group }))
    .mutation(async ({ ctx, input }) => ({
      group: await community.updateGroup(ctx.db, ctx.user, input),
    })),

  delete: authedProcedure
    .meta({
      rest: {
        method: 'DELETE',
        path: '/community/groups/{id}',
        summary: 'Delete a group with its memberships and posts',
        tags,
      },
    })
    .input(z.object({ id }))
    .output(success)
    .mutation(async ({ ctx, input }) => {
      await community.deleteGroup(ctx.db, ctx.user, input);
      return ok;
    }),

  join: authedProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/community/groups/{id}/join',
        summary:
          'Join a public group, or ask to join a private one (409 when full or already a member)',
        tags,
      },
    })
    .input(z.object({ id, answers: screeningAnswers.optional() }))
    .output(z.object({ member: groupMember.nullable(), request_pending: z.boolean() }))
    .mutation(({ ctx, input }) => members.joinGroup(ctx.db, ctx.user, input)),

  leave: authedProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/community/groups/{id}/leave',
        summary: 'Leave a group (or withdraw a request to join)',
        tags,
      },
    })
    .input(z.object({ id }))
    .output(success)
    .mutation(async ({ ctx, input }) => {
      await members.leaveGroup(ctx.db, ctx.user, input);
      return ok;
    }),

  members: authedProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/community/groups/{id}/members',
        summary: 'Members of a group (members only, for private groups)',
        tags,
      },
    })
    .input(z.object({ id, ...pagination(PAGE_SIZES.members) }))
    .output(z.object({ members: z.array(groupMember), total: z.number().int() }))
    .query(({ ctx, input }) => members.listMembers(ctx.db, ctx.user, input)),

  myGroups: authedProcedure
    .meta({
      rest: { method: 'GET', path: '/community/my-groups', summary: 'Groups you belong to', tags },
    })
    .input(z.object(pagination(PAGE_SIZES.myGroups)))
    .output(groupList)
    .query(({ ctx, input }) => community.listMyGroups(ctx.db, ctx.user, input)),

  changeRole: authedProcedure
    .meta({
      rest: {
        method: 'PUT',
        path: '/community/groups/{id}/role/{userId}',
        summary: "Change a member's role (admin or member)",
        tags,
      },
    })
    .input(
      z.object({
        id,
        userId: id,
        role: z.enum(MEMBER_ROLES, { error: 'Role must be admin or member' }),
      }),
    )
    .output(z.object({ member: groupMember }))
    .mutation(async ({ ctx, input }) => ({
      member: await members.changeRole(ctx.db, ctx.user, input),
    })),

  requests: authedProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/community/groups/{id}/requests',
        summary: 'Pending requests to join a private group',
        tags,
      },
    })
    .input(z.object({ id, ...pagination(PAGE_SIZES.members) }))
    .output(z.object({ requests: z.array(joinRequest), total: z.number().int() }))
    .query(({ ctx, input }) => members.listRequests(ctx.db, ctx.user, input)),

  approve: authedProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/community/groups/{id}/requests/{userId}/approve',
        summary: 'Approve a request to join (409 when the group is full)',
        tags,
      },
    })
    .input(z.object({ id, userId: id }))
    .output(z.object({ member: groupMember }))
    .mutation(async ({ ctx, input }) => ({
      member: await members.approveRequest(ctx.db, ctx.user, input),
    })),

  decline: authedProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/community/groups/{id}/requests/{userId}/decline',
        summary: 'Decline a request to join',
        tags,
      },
    })
    .input(z.object({ id, userId: id }))
    .output(success)
    .mutation(async ({ ctx, input }) => {
      await members.declineRequest(ctx.db, ctx.user, input);
      return ok;
    }),
});
