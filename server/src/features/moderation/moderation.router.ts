import { z } from 'zod';
import {
  id,
  moderationReportDetail,
  moderationReportsInput,
  moderationTarget,
  resolveReportInput,
  resolveReportResult,
  unmaskInput,
  unmaskResult,
} from '@hercircle/shared';
import { adminProcedure, authedProcedure } from '../../trpc/init.ts';
import * as moderation from './moderation.service.ts';
import * as resolution from './moderation-resolve.service.ts';

const tags = ['moderation'];

/** Moderation by site and group admins: /moderation/reports, resolve, unmask. */
export const moderationProcedures = {
  reports: authedProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/moderation/reports',
        summary:
          'The moderation queue, one row per reported target (site admins: all; group admins: their groups’ posts and replies)',
        tags,
      },
    })
    .input(moderationReportsInput)
    .output(z.object({ reports: z.array(moderationTarget), total: z.number().int() }))
    .query(({ ctx, input }) => moderation.listReports(ctx.db, ctx.user, input)),

  reportDetail: authedProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/moderation/reports/{id}',
        summary: 'A reported target: its content, every report on it and its author’s history',
        tags,
      },
    })
    .input(z.object({ id }))
    .output(z.object({ report: moderationReportDetail }))
    .query(async ({ ctx, input }) => ({
      report: await moderation.getReport(ctx.db, ctx.user, input),
    })),

  resolve: authedProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/moderation/reports/{id}/resolve',
        summary: 'Resolve every open report on the target: dismiss, hide, delete, ban or suspend',
        tags,
      },
    })
    .input(resolveReportInput)
    .output(z.object({ result: resolveReportResult }))
    .mutation(async ({ ctx, input }) => ({
      result: await resolution.resolveReport(ctx.db, ctx.user, input),
    })),

  unmask: adminProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/moderation/posts/{id}/unmask',
        summary: 'The real author of an anonymous post (site admins, with a reason; logged)',
        tags,
      },
    })
    .input(unmaskInput)
    .output(unmaskResult)
    .mutation(({ ctx, input }) => moderation.unmask(ctx.db, ctx.user, { type: 'post', ...input })),

  unmaskReply: adminProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/moderation/replies/{id}/unmask',
        summary: 'The real author of an anonymous reply (site admins, with a reason; logged)',
        tags,
      },
    })
    .input(unmaskInput)
    .output(unmaskResult)
    .mutation(({ ctx, input }) => moderation.unmask(ctx.db, ctx.user, { type: 'reply', ...input })),
};
