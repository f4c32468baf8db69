import { z } from 'zod';
import {
  deleteContentInput,
  createPostInput,
  createReplyInput,
  groupPost,
  groupReply,
  id,
  listRepliesInput,
  moderateContentInput,
  pagination,
  PAGE_SIZES,
  success,
  updatePostInput,
  updateReplyInput,
} from '@hercircle/shared';
import { authedProcedure } from '../../trpc/init.ts';
import * as posts from './community-posts.service.ts';
import * as replies from './community-replies.service.ts';

const tags = ['community'];
const ok = { success: true as const };

/**
 * A group's discussion (community.*): posts, replies, and their hiding by the group's admins and
 * site admins. New posts and replies pass the members' post limit (RATE_LIMIT_POST_PER_USER).
 */
export const discussionProcedures = {
  posts: authedProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/community/groups/{id}/posts',
        summary:
          'Discussion posts, pinned first, then newest first; `before` (the `next_cursor` of the previous page) pages by post id, so posts added meanwhile never repeat or skip one',
        tags,
      },
    })
    .input(z.object({ id, before: id.optional(), ...pagination(PAGE_SIZES.groups) }))
    .output(
      z.object({
        posts: z.array(groupPost),
        total: z.number().int(),
        next_cursor: z.number().int().nullable(),
      }),
    )
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
    .input(deleteContentInput)
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
    .input(deleteContentInput)
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
};
