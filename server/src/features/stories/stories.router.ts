import { z } from 'zod';
import {
  id,
  myStory,
  relatedStory,
  reviseStoryInput,
  story,
  storyInput,
  storyListInput,
} from '@hercircle/shared';
import { authedProcedure, publicProcedure } from '../../trpc/init.ts';
import * as stories from './stories.service.ts';

const tags = ['content'];

/** Procedures served under the design card's `content` router (see trpc/app-router.ts). */
export const storiesProcedures = {
  stories: publicProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/stories',
        summary:
          'Published stories, newest first: community stories, or the articles of a section (and category)',
        tags,
      },
    })
    .input(storyListInput)
    .output(z.object({ stories: z.array(story), total: z.number().int() }))
    .query(({ ctx, input }) => stories.listStories(ctx.db, ctx.user, input)),

  myStories: authedProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/stories/mine',
        summary: "Your submissions with their review status and the moderator's note",
        tags,
      },
    })
    .output(z.object({ stories: z.array(myStory) }))
    .query(async ({ ctx }) => ({ stories: await stories.listMyStories(ctx.db, ctx.user) })),

  story: publicProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/stories/{id}',
        summary:
          'One published story and up to three related ones (same section, its category first)',
        tags,
      },
    })
    .input(z.object({ id }))
    .output(z.object({ story, related: z.array(relatedStory) }))
    .query(({ ctx, input }) => stories.getPublishedStory(ctx.db, ctx.user, input)),

  submitStory: authedProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/stories',
        status: 201,
        summary: 'Share your story: it waits for review as a draft',
        tags,
      },
    })
    .input(storyInput)
    .output(z.object({ story }))
    .mutation(async ({ ctx, input }) => ({
      story: await stories.submitStory(ctx, ctx.user, input),
    })),

  reviseStory: authedProcedure
    .meta({
      rest: {
        method: 'PUT',
        path: '/stories/mine/{id}',
        summary: 'Revise your declined story and send it for review again',
        tags,
      },
    })
    .input(reviseStoryInput)
    .output(z.object({ story: myStory }))
    .mutation(async ({ ctx, input }) => ({
      story: await stories.reviseStory(ctx, ctx.user, input),
    })),
};
