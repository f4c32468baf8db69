import { z } from 'zod';
import { id, newsletterIssue, newsletterIssueInput, success } from '@hercircle/shared';
import { adminProcedure, router } from '../../trpc/init.ts';
import * as issues from './newsletter-issues.service.ts';

const tags = ['admin'];

/** `admin.newsletter.*`: issues, written and sent by admins. */
export const adminNewsletterRouter = router({
  issues: adminProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/admin/newsletter/issues',
        summary: 'Newsletter issues, newest first: drafts and sent, with recipient counts',
        tags,
      },
    })
    .output(z.object({ issues: z.array(newsletterIssue) }))
    .query(async ({ ctx }) => ({ issues: await issues.listIssues(ctx.db) })),
  create: adminProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/admin/newsletter/issues',
        status: 201,
        summary: 'Write a newsletter issue (a draft)',
        tags,
      },
    })
    .input(newsletterIssueInput)
    .output(z.object({ issue: newsletterIssue }))
    .mutation(async ({ ctx, input }) => ({
      issue: await issues.createIssue(ctx.db, ctx.user, input),
    })),
  update: adminProcedure
    .meta({
      rest: {
        method: 'PUT',
        path: '/admin/newsletter/issues/{id}',
        summary: 'Edit a draft issue. 409 once it is sending or sent',
        tags,
      },
    })
    .input(newsletterIssueInput.extend({ id }))
    .output(z.object({ issue: newsletterIssue }))
    .mutation(async ({ ctx, input }) => ({
      issue: await issues.updateIssue(ctx.db, ctx.user, input),
    })),
  delete: adminProcedure
    .meta({
      rest: {
        method: 'DELETE',
        path: '/admin/newsletter/issues/{id}',
        status: 204,
        summary: 'Delete a draft issue. 409 once it is sending or sent',
        tags,
      },
    })
    .input(z.object({ id }))
    .output(success)
    .mutation(async ({ ctx, input }) => {
      await issues.deleteIssue(ctx.db, ctx.user, input);
      return { success: true as const };
    }),
  send: adminProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/admin/newsletter/issues/{id}/send',
        summary:
          'Send a draft to every confirmed address (queued; sent in batches in the background). 409 when sent already',
        tags,
      },
    })
    .input(z.object({ id }))
    .output(z.object({ issue: newsletterIssue }))
    .mutation(async ({ ctx, input }) => ({
      issue: await issues.sendIssue(ctx.db, ctx.user, input),
    })),
  sendTest: adminProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/admin/newsletter/issues/{id}/test',
        summary: "Send the issue to the admin's own address only, as subscribers will read it",
        tags,
      },
    })
    .input(z.object({ id }))
    .output(success)
    .mutation(async ({ ctx, input }) => {
      await issues.sendTestIssue(ctx, ctx.user, input);
      return { success: true as const };
    }),
});
