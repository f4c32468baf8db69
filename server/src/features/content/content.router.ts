import { z } from 'zod';
import {
  contactInput,
  deletionRequestInput,
  id,
  newsletterInput,
  pagination,
  PAGE_SIZES,
  siteInfo,
  story,
  storyInput,
  success,
} from '@hercircle/shared';
import { authedProcedure, publicProcedure, router } from '../../trpc/init.ts';
import { getSettings } from '../admin/settings.ts';
import { health } from './health.ts';
import { exportUserData } from './export.ts';
import * as content from './content.service.ts';

const tags = ['content'];
const ok = { success: true as const };

export const contentRouter = router({
  health,

  site: publicProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/site',
        summary: "The site's name and description (admin settings)",
        tags,
      },
    })
    .output(siteInfo)
    .query(async ({ ctx }) => {
      const { siteName, siteDescription } = await getSettings(ctx.db);
      return { siteName, siteDescription };
    }),

  stories: publicProcedure
    .meta({
      rest: { method: 'GET', path: '/stories', summary: 'Published stories, newest first', tags },
    })
    .input(z.object(pagination(PAGE_SIZES.stories)))
    .output(z.object({ stories: z.array(story), total: z.number().int() }))
    .query(({ ctx, input }) => content.listStories(ctx.db, input.limit, input.offset)),

  story: publicProcedure
    .meta({ rest: { method: 'GET', path: '/stories/{id}', summary: 'One published story', tags } })
    .input(z.object({ id }))
    .output(z.object({ story }))
    .query(async ({ ctx, input }) => ({
      story: await content.getPublishedStory(ctx.db, input.id),
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
      story: await content.submitStory(ctx.db, ctx.user, input),
    })),

  subscribe: publicProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/newsletter/subscribe',
        summary: 'Subscribe to the newsletter (idempotent)',
        tags,
      },
    })
    .input(newsletterInput)
    .output(success)
    .mutation(async ({ ctx, input }) => {
      await content.subscribe(ctx.db, input.email, ctx.user);
      return ok;
    }),

  contact: publicProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/contact',
        status: 201,
        summary: 'Send a message to the team',
        tags,
      },
    })
    .input(contactInput)
    .output(success)
    .mutation(async ({ ctx, input }) => {
      await content.contact(ctx.db, ctx.mailer, ctx.user, input);
      return ok;
    }),

  requestDeletion: authedProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/account/deletion-request',
        status: 201,
        summary: 'Delete my account: deactivated at once, erased after 30 days',
        tags,
      },
    })
    .input(deletionRequestInput)
    .output(z.object({ success: z.literal(true), purge_after: z.string() }))
    .mutation(async ({ ctx, input }) => ({
      success: true as const,
      ...(await content.requestDeletion(ctx.db, ctx.mailer, ctx.user, input)),
    })),

  exportData: authedProcedure
    .output(z.record(z.string(), z.unknown()))
    .query(({ ctx }) => exportUserData(ctx.db, ctx.user.id)),
});
