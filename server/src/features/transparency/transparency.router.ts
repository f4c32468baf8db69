import { transparencyInput, transparencyReport } from '@hercircle/shared';
import { publicProcedure } from '../../trpc/init.ts';
import { getTransparencyReport } from './transparency.service.ts';

/** The public transparency report (api.md "Fair process"), served under the `content` router. */
export const transparencyProcedures = {
  transparency: publicProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/transparency',
        summary:
          'What members reported and what the moderators did, for the last 90 days (period=90d) or a quarter (period=2026-Q3); counts under 5 read "fewer than 5"',
        tags: ['content'],
      },
    })
    .input(transparencyInput)
    .output(transparencyReport)
    .query(({ ctx, input }) => getTransparencyReport(ctx.db, input)),
};
