import { checklist, memberHome, success } from '@hercircle/shared';
import { authedProcedure, router } from '../../trpc/init.ts';
import * as firstVisit from './first-visit.service.ts';

const tags = ['users'];

/** A signed-in member's home and her first-visit checklist (issue 35): `home.*`. */
export const homeRouter = router({
  mine: authedProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/users/me/home',
        summary:
          'Your home: your groups with what others posted there this week, your next events, and whether you are welcomed back',
        tags,
      },
    })
    .output(memberHome)
    .query(({ ctx }) => firstVisit.getMemberHome(ctx.db, ctx.user)),

  checklist: authedProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/users/me/checklist',
        summary:
          'Your first-visit checklist (profile, interests, a group, a hello), ticked from what you have done, with groups suggested from your interests',
        tags,
      },
    })
    .output(checklist)
    .query(({ ctx }) => firstVisit.getChecklist(ctx.db, ctx.user)),

  dismissChecklist: authedProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/users/me/checklist/dismiss',
        summary: 'Put your first-visit checklist away, on every device (idempotent)',
        tags,
      },
      // Only her own page changes: nothing another member reads.
      allowSuspended: true,
    })
    .output(success)
    .mutation(async ({ ctx }) => {
      await firstVisit.dismissChecklist(ctx.db, ctx.user);
      return { success: true as const };
    }),
});
