import { z } from 'zod';
import {
  adminIssueListInput,
  id,
  issue,
  issueInput,
  issueUpdateInput,
  success,
} from '@hercircle/shared';
import { adminProcedure, publicProcedure, router } from '../../trpc/init.ts';
import * as issues from './issues.service.ts';

const issueList = z.object({ issues: z.array(issue), total: z.number().int() });

/** Procedures served under the design card's `content` router (see trpc/app-router.ts). */
export const issueProcedures = {
  issues: publicProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/issues',
        summary:
          'Published magazine issues, newest first (the PDF at pdf_url: members only where access is members)',
        tags: ['content'],
      },
    })
    .output(issueList)
    .query(({ ctx }) => issues.listIssues(ctx.db)),

  issue: publicProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/issues/{id}',
        summary: 'One published issue',
        tags: ['content'],
      },
    })
    .input(z.object({ id }))
    .output(z.object({ issue }))
    .query(async ({ ctx, input }) => ({
      issue: await issues.getIssue(ctx.db, ctx.user, input.id),
    })),
};

const tags = ['admin'];

/** admin.issues: the magazine's issues in the portal (the PDF and cover uploads are REST routes). */
export const adminIssuesRouter = router({
  list: adminProcedure
    .meta({
      rest: { method: 'GET', path: '/admin/issues', summary: 'Every issue, drafts too', tags },
    })
    .input(adminIssueListInput)
    .output(issueList)
    .query(({ ctx, input }) => issues.listAdminIssues(ctx.db, input)),
  create: adminProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/admin/issues',
        status: 201,
        summary: 'A new issue, as a draft (upload its PDF, then publish it)',
        tags,
      },
    })
    .input(issueInput)
    .output(z.object({ issue }))
    .mutation(async ({ ctx, input }) => ({
      issue: await issues.createIssue(ctx.db, ctx.user, input),
    })),
  update: adminProcedure
    .meta({
      rest: {
        method: 'PUT',
        path: '/admin/issues/{id}',
        summary: 'Edit an issue; status published publishes it (it needs its PDF)',
        tags,
      },
    })
    .input(issueUpdateInput)
    .output(z.object({ issue }))
    .mutation(async ({ ctx, input }) => ({
      issue: await issues.updateIssue(ctx.db, ctx.user, input),
    })),
  delete: adminProcedure
    .meta({
      rest: { method: 'DELETE', path: '/admin/issues/{id}', summary: 'Delete an issue', tags },
    })
    .input(z.object({ id }))
    .output(success)
    .mutation(async ({ ctx, input }) => {
      await issues.deleteIssue(ctx.db, ctx.user, { id: input.id, dataDir: ctx.env.DATA_DIR });
      return { success: true as const };
    }),
});
