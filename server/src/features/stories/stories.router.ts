import { z } from 'zod';
import { id, myStory, pagination, PAGE_SIZES, story, storyInput } from '@hercircle/shared';
import { authedProcedure, publicProcedure } from '../../trpc/init.ts';
import * as stories from './stories.service.ts';

const tags = ['content'];

/** Procedures served under the design card's `content` router (see trpc/app-router.ts). */
export const storiesProcedures = {
  stories: publicProcedure
    .meta({
      rest: { method: 'GET', path: '/stories', summary: 'Published stories, newest first', tags },
    })
    .input(z.object(pagination(PAGE_SIZES.stories)))
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
    .meta({ rest: { method: 'GET', path: '/stories/{id}', summary: 'One published story', tags } })
    .input(z.object({ id }))
    .output(z.object({ story }))
    .query(async ({ ctx, input }) => ({
      story: await stories.getPublishedStory(ctx.db, ctx.user, input),
    })),

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
      story: await stories.submitStory(ctx.db, ctx.user, input),
    })),
};
