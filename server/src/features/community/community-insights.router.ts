import { z } from 'zod';
import { groupInsights, id, membershipSetting, setMembershipInput } from '@hercircle/shared';
import { authedProcedure } from '../../trpc/init.ts';
import { getInsights, setMembership } from './community-insights.service.ts';

const tags = ['community'];

/** Quiet membership and the group dashboard (issue 35), spread into the community router. */
export const insightProcedures = {
  setMembership: authedProcedure
    .meta({
      rest: {
        method: 'PUT',
        path: '/community/groups/{id}/membership',
        summary:
          'Make your membership quiet (listed only to you and the group’s admins) or open again',
        tags,
      },
      // Her privacy is hers to keep while suspended, as blocking and muting are.
      allowSuspended: true,
    })
    .input(setMembershipInput.extend({ id }))
    .output(z.object({ membership: membershipSetting }))
    .mutation(async ({ ctx, input }) => ({
      membership: await setMembership(ctx.db, ctx.user, input),
    })),

  insights: authedProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/community/groups/{id}/insights',
        summary:
          'The group dashboard for its admins: members, activity this week, requests, reports and members by week; counts of people under 5 read "fewer than 5"',
        tags,
      },
    })
    .input(z.object({ id }))
    .output(z.object({ insights: groupInsights }))
    .query(async ({ ctx, input }) => ({ insights: await getInsights(ctx.db, ctx.user, input) })),
};
