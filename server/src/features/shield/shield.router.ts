import { z } from 'zod';
import {
  blockFromPostInput,
  engagedMember,
  groupPost,
  groupReply,
  hideReplyAsAuthorInput,
  id,
  notificationFilters,
  setReplyPolicyInput,
  updateFiltersInput,
} from '@hercircle/shared';
import { authedProcedure } from '../../trpc/init.ts';
import * as shield from './shield.service.ts';

/** Her notification filters and muted words (users.*; api.md "Fair process"). */
export const shieldUserProcedures = {
  filters: authedProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/users/me/filters',
        summary:
          'Your notification filters (new accounts, strangers) and the muted words and phrases in force',
        tags: ['users'],
      },
    })
    .output(z.object({ filters: notificationFilters }))
    .query(async ({ ctx }) => ({ filters: await shield.getFilters(ctx.db, ctx.user) })),

  updateFilters: authedProcedure
    .meta({
      rest: {
        method: 'PUT',
        path: '/users/me/filters',
        summary:
          'Set your notification filters and muted words (the whole object: the list replaces yours)',
        tags: ['users'],
      },
      // Her own shield reaches nobody else: kept while suspended.
      allowSuspended: true,
    })
    .input(updateFiltersInput)
    .output(z.object({ filters: notificationFilters }))
    .mutation(async ({ ctx, input }) => ({
      filters: await shield.updateFilters(ctx.db, ctx.user, input),
    })),
};

const tags = ['community'];

/** Who may reply, hiding replies on her post, and blocking from it (community.*). */
export const shieldCommunityProcedures = {
  setReplyPolicy: authedProcedure
    .meta({
      rest: {
        method: 'PUT',
        path: '/community/posts/{id}/reply-policy',
        summary: 'Who may reply to your post: everyone in the group, or nobody (its author)',
        tags,
      },
    })
    .input(setReplyPolicyInput)
    .output(z.object({ post: groupPost }))
    .mutation(async ({ ctx, input }) => ({
      post: await shield.setReplyPolicy(ctx.db, ctx.user, input),
    })),

  hideReplyAsAuthor: authedProcedure
    .meta({
      rest: {
        method: 'PUT',
        path: '/community/replies/{id}/hidden-by-author',
        summary:
          "Hide a reply to your post (others see it collapsed, without its text; its author still sees hers), or show it again (the post's author)",
        tags,
      },
    })
    .input(hideReplyAsAuthorInput)
    .output(z.object({ reply: groupReply }))
    .mutation(async ({ ctx, input }) => ({
      reply: await shield.hideReplyAsAuthor(ctx.db, ctx.user, input),
    })),

  postEngaged: authedProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/community/posts/{id}/engaged',
        summary:
          'The members who reacted to or replied to your post (named replies only), to block several at once (its author)',
        tags,
      },
    })
    .input(z.object({ id }))
    .output(z.object({ users: z.array(engagedMember) }))
    .query(async ({ ctx, input }) => ({
      users: await shield.listEngaged(ctx.db, ctx.user, input),
    })),

  blockFromPost: authedProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/community/posts/{id}/block',
        summary:
          'Block the chosen members among those who reacted to or replied to your post, in one go (a repeat changes nothing)',
        tags,
      },
      // Protecting herself, like a block from a member page: a suspended member may still do it.
      allowSuspended: true,
    })
    .input(blockFromPostInput)
    .output(z.object({ users: z.array(engagedMember) }))
    .mutation(async ({ ctx, input }) => ({
      users: await shield.blockFromPost(ctx.db, ctx.user, input),
    })),
};
