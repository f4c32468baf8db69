import { z } from 'zod';
import {
  createGroupInput,
  createPostInput,
  createReplyInput,
  group,
  groupMember,
  groupPost,
  groupReply,
  id,
  joinRequest,
  listGroupsInput,
  listRepliesInput,
  MEMBER_ROLES,
  moderateContentInput,
  pagination,
  PAGE_SIZES,
  pulseGroup,
  success,
  updateGroupInput,
  updatePostInput,
  updateReplyInput,
} from '@hercircle/shared';
import { authedProcedure, publicProcedure, router } from '../../trpc/init.ts';
import * as community from './community.service.ts';
import { groupModerationProcedures } from './community-bans.router.ts';
import * as members from './community-members.service.ts';
import * as posts from './community-posts.service.ts';
import * as replies from './community-replies.service.ts';

const tags = ['community'];
const groupList = z.object({ groups: z.array(group), total: z.number().int() });
const ok = { success: true as const };

export const communityRouter = router({
  ...groupModerationProcedures,

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
      group: await community.createGroup(ctx.db, ctx.user, input),
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
    .input(z.object({ id }))
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

  posts: authedProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/community/groups/{id}/posts',
        summary: 'Discussion posts, newest first',
        tags,
      },
    })
    .input(z.object({ id, ...pagination(PAGE_SIZES.groups) }))
    .output(z.object({ posts: z.array(groupPost), total: z.number().int() }))
    .query(({ ctx, input }) => posts.listPosts(ctx.db, ctx.user, input)),

  post: authedProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/community/groups/{id}/posts',
        status: 201,
        summary:
          'Post in a group you belong to (content note, anonymous where the group allows it; Idempotency-Key)',
        tags,
      },
    })
    .input(createPostInput)
    .output(z.object({ post: groupPost }))
    .mutation(async ({ ctx, input }) => ({
      post: await posts.createPost(ctx.db, ctx.user, input, ctx.env),
    })),

  updatePost: authedProcedure
    .meta({
      rest: {
        method: 'PUT',
        path: '/community/posts/{id}',
        summary: 'Edit your own post (marks it edited)',
        tags,
      },
    })
    .input(updatePostInput)
    .output(z.object({ post: groupPost }))
    .mutation(async ({ ctx, input }) => ({
      post: await posts.updatePost(ctx.db, ctx.user, input),
    })),

  deletePost: authedProcedure
    .meta({
      rest: {
        method: 'DELETE',
        path: '/community/posts/{id}',
        summary: 'Delete a post (its author, an admin of its group, or a site admin)',
        tags,
      },
    })
    .input(z.object({ id }))
    .output(success)
    .mutation(async ({ ctx, input }) => {
      await posts.deletePost(ctx.db, ctx.user, input);
      return ok;
    }),

  hidePost: authedProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/community/posts/{id}/hide',
        summary: 'Hide a post from everyone but its author and moderators (group or site admins)',
        tags,
      },
    })
    .input(moderateContentInput)
    .output(z.object({ post: groupPost }))
    .mutation(async ({ ctx, input }) => ({
      post: await posts.setPostHidden(ctx.db, ctx.user, { ...input, hidden: true }),
    })),

  unhidePost: authedProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/community/posts/{id}/unhide',
        summary: 'Show a hidden post again (group or site admins)',
        tags,
      },
    })
    .input(moderateContentInput)
    .output(z.object({ post: groupPost }))
    .mutation(async ({ ctx, input }) => ({
      post: await posts.setPostHidden(ctx.db, ctx.user, { ...input, hidden: false }),
    })),

  replies: authedProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/community/posts/{id}/replies',
        summary: 'Replies to a post, oldest first (readers of its group)',
        tags,
      },
    })
    .input(listRepliesInput)
    .output(z.object({ replies: z.array(groupReply), total: z.number().int() }))
    .query(({ ctx, input }) => replies.listReplies(ctx.db, ctx.user, input)),

  createReply: authedProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/community/posts/{id}/replies',
        status: 201,
        summary: 'Reply to a post in a group you belong to (Idempotency-Key)',
        tags,
      },
    })
    .input(createReplyInput)
    .output(z.object({ reply: groupReply }))
    .mutation(async ({ ctx, input }) => ({
      reply: await replies.createReply(ctx.db, ctx.user, input, ctx.env),
    })),

  updateReply: authedProcedure
    .meta({
      rest: {
        method: 'PUT',
        path: '/community/replies/{id}',
        summary: 'Edit your own reply (marks it edited)',
        tags,
      },
    })
    .input(updateReplyInput)
    .output(z.object({ reply: groupReply }))
    .mutation(async ({ ctx, input }) => ({
      reply: await replies.updateReply(ctx.db, ctx.user, input),
    })),

  deleteReply: authedProcedure
    .meta({
      rest: {
        method: 'DELETE',
        path: '/community/replies/{id}',
        summary: 'Delete a reply (its author, an admin of its group, or a site admin)',
        tags,
      },
    })
    .input(z.object({ id }))
    .output(success)
    .mutation(async ({ ctx, input }) => {
      await replies.deleteReply(ctx.db, ctx.user, input);
      return ok;
    }),

  hideReply: authedProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/community/replies/{id}/hide',
        summary: 'Hide a reply from everyone but its author and moderators (group or site admins)',
        tags,
      },
    })
    .input(moderateContentInput)
    .output(z.object({ reply: groupReply }))
    .mutation(async ({ ctx, input }) => ({
      reply: await replies.setReplyHidden(ctx.db, ctx.user, { ...input, hidden: true }),
    })),

  unhideReply: authedProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/community/replies/{id}/unhide',
        summary: 'Show a hidden reply again (group or site admins)',
        tags,
      },
    })
    .input(moderateContentInput)
    .output(z.object({ reply: groupReply }))
    .mutation(async ({ ctx, input }) => ({
      reply: await replies.setReplyHidden(ctx.db, ctx.user, { ...input, hidden: false }),
    })),
});
