import { z } from 'zod';
import {
  createStoryCommentInput,
  id,
  listStoryCommentsInput,
  savedStory,
  storyComment,
  success,
} from '@hercircle/shared';
import { authedProcedure, publicProcedure } from '../../trpc/init.ts';
import * as comments from './story-comments.service.ts';

const tags = ['content'];
const ok = { success: true as const };

/** Comments on stories and her saved stories (issue 36), under the `content` router. */
export const storyCommentProcedures = {
  storyComments: publicProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/stories/{id}/comments',
        summary:
          "A published story's comments, oldest first (visitors read them; blocks, mutes and hiding apply as to replies)",
        tags,
      },
    })
    .input(listStoryCommentsInput)
    .output(z.object({ comments: z.array(storyComment), total: z.number().int() }))
    .query(({ ctx, input }) => comments.listStoryComments(ctx.db, ctx.user, input)),

  createStoryComment: authedProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/stories/{id}/comments',
        status: 201,
        summary: 'Comment on a published story, by name or anonymously (Idempotency-Key)',
        tags,
      },
    })
    .input(createStoryCommentInput)
    .output(z.object({ comment: storyComment }))
    .mutation(async ({ ctx, input }) => ({
      comment: await comments.createStoryComment(ctx.db, ctx.user, input),
    })),

  deleteStoryComment: authedProcedure
    .meta({
      rest: {
        method: 'DELETE',
        path: '/stories/comments/{id}',
        summary: 'Delete your own comment (moderators act on comments through reports)',
        tags,
      },
    })
    .input(z.object({ id }))
    .output(success)
    .mutation(async ({ ctx, input }) => {
      await comments.deleteStoryComment(ctx.db, ctx.user, input);
      return ok;
    }),

  savedStories: authedProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/stories/saved',
        summary: 'Your saved stories that are still published, newest save first',
        tags,
      },
    })
    .output(z.object({ stories: z.array(savedStory) }))
    .query(async ({ ctx }) => ({ stories: await comments.listSavedStories(ctx.db, ctx.user) })),

  saveStory: authedProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/stories/{id}/save',
        summary: 'Save a published story to "Saved" in your profile (idempotent)',
        tags,
      },
    })
    .input(z.object({ id }))
    .output(success)
    .mutation(async ({ ctx, input }) => {
      await comments.saveStory(ctx.db, ctx.user, input);
      return ok;
    }),

  unsaveStory: authedProcedure
    .meta({
      rest: {
        method: 'DELETE',
        path: '/stories/{id}/save',
        summary: 'Take a story out of "Saved" (idempotent)',
        tags,
      },
    })
    .input(z.object({ id }))
    .output(success)
    .mutation(async ({ ctx, input }) => {
      await comments.unsaveStory(ctx.db, ctx.user, input);
      return ok;
    }),
};
