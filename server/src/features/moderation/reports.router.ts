import { z } from 'zod';
import { createReportInput, myReport, myReportsInput } from '@hercircle/shared';
import { authedProcedure } from '../../trpc/init.ts';
import * as reports from './reports.service.ts';

const tags = ['moderation'];

/** Reports by members (api.md "Reports and moderation"): POST /reports, GET /reports/mine. */
export const reportProcedures = {
  report: authedProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/reports',
        status: 201,
        summary: 'Report a post, reply, message, story, member or group to the moderators',
        tags,
      },
      // A suspended member still reads, so she can still meet abuse: reporting stays open to her.
      allowSuspended: true,
    })
    .input(createReportInput)
    .output(z.object({ report: myReport }))
    .mutation(async ({ ctx, input }) => ({
      report: await reports.createReport(ctx, ctx.user, input),
    })),

  myReports: authedProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/reports/mine',
        summary: 'Your reports and where they stand (never who was actioned or how)',
        tags,
      },
    })
    .input(myReportsInput)
    .output(z.object({ reports: z.array(myReport), total: z.number().int() }))
    .query(({ ctx, input }) => reports.listMyReports(ctx.db, ctx.user, input)),
};
