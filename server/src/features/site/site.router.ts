import { contactInput, newsletterInput, siteInfo, success } from '@hercircle/shared';
import { publicProcedure } from '../../trpc/init.ts';
import { health } from './health.ts';
import * as site from './site.service.ts';
import * as newsletter from '../newsletter/newsletter.service.ts';

const tags = ['content'];
const ok = { success: true as const };

/** Procedures served under the design card's `content` router (see trpc/app-router.ts). */
export const siteProcedures = {
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
    .query(({ ctx }) => site.getSiteInfo(ctx.db, ctx.user)),

  subscribe: publicProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/newsletter/subscribe',
        summary:
          "Subscribe to the newsletter (idempotent; the same answer for any address): a confirmation email, or at once for a signed-in member's own address",
        tags,
      },
    })
    .input(newsletterInput)
    .output(success)
    .mutation(async ({ ctx, input }) => {
      await newsletter.subscribe(ctx, ctx.user, input);
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
      await site.sendContactMessage(ctx, ctx.user, input);
      return ok;
    }),
};
