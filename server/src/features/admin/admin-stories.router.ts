import { z } from 'zod';
import {
  adminStory,
  adminStoryInput,
  adminStoryListInput,
  adminStoryUpdateInput,
  id,
  ruleAndReason,
  storyDeclineInput,
  success,
} from '@hercircle/shared';
import { adminProcedure, router } from '../../trpc/init.ts';
import * as stories from './admin-stories.service.ts';

const tags = ['admin'];

export const adminStoriesRouter = router({
  list: adminProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/admin/stories',
        summary: 'Stories: search title and author, status filter, sort, page',
        tags,
      },
    })
    .input(adminStoryListInput)
    .output(z.object({ stories: z.array(adminStory), total: z.number().int() }))
    .query(({ ctx, input }) => stories.listStories(ctx.db, ctx.user, input)),
  get: adminProcedure
    .meta({
      rest: { method: 'GET', path: '/admin/stories/{id}', summary: 'One story, any status', tags },
    })
    .input(z.object({ id }))
    .output(z.object({ story: adminStory }))
    .query(async ({ ctx, input }) => ({ story: await stories.getStory(ctx.db, ctx.user, input) })),
  create: adminProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/admin/stories',
        status: 201,
        summary: 'Create a story (published at once when autoPublish is on)',
        tags,
      },
    })
    .input(adminStoryInput)
    .output(z.object({ story: adminStory }))
    .mutation(async ({ ctx, input }) => ({
      story: await stories.createStory(ctx.db, ctx.user, input),
    })),
  update: adminProcedure
    .meta({
      rest: {
        method: 'PUT',
        path: '/admin/stories/{id}',
        summary: 'Edit a story in any status',
        tags,
      },
    })
    .input(adminStoryUpdateInput)
    .output(z.object({ story: adminStory }))
    .mutation(async ({ ctx, input }) => ({
      story: await stories.updateStory(ctx.db, ctx.user, input),
    })),
  delete: adminProcedure
    .meta({
      rest: { method: 'DELETE', path: '/admin/stories/{id}', summary: 'Delete a story', tags },
    })
    .input(z.object({ id }))
    .output(success)
    .mutation(async ({ ctx, input }) => {
      await stories.deleteStory(ctx.db, ctx.user, input);
      return { success: true as const };
    }),
  publish: adminProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/admin/stories/{id}/publish',
        summary: 'Publish a story (sets publishedAt)',
        tags,
      },
    })
    .input(z.object({ id }))
    .output(z.object({ story: adminStory }))
    .mutation(async ({ ctx, input }) => ({
      story: await stories.publishStory(ctx.db, ctx.user, input),
    })),
  decline: adminProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/admin/stories/{id}/decline',
        summary: "Decline a member's submission with a note; she is notified",
        tags,
      },
    })
    .input(storyDeclineInput.extend({ id, rule: ruleAndReason.rule }))
    .output(z.object({ story: adminStory }))
    .mutation(async ({ ctx, input }) => ({
      story: await stories.declineStory(ctx.db, ctx.user, input),
    })),
});
