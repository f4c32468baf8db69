import { z } from 'zod';
import {
  adminAppeal,
  adminAppealList,
  adminAppealsInput,
  appealInput,
  decideAppealInput,
  decisionAppeal,
  decisionList,
  guidelines,
  id,
  pagination,
  suspendUserInput,
  updateGuidelinesInput,
  userModeration,
} from '@hercircle/shared';
import { adminProcedure, authedProcedure, publicProcedure, router } from '../../trpc/init.ts';
import * as rules from './rules.service.ts';
import * as decisions from './decisions.service.ts';
import * as appeals from './appeals.service.ts';
import * as record from './member-record.service.ts';

/** The house rules, for everyone (served on the `content` router). */
export const guidelinesProcedures = {
  guidelines: publicProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/guidelines',
        summary: 'The house rules, numbered; every moderation decision cites one',
        tags: ['content'],
      },
    })
    .output(guidelines)
    .query(({ ctx }) => rules.listGuidelines(ctx.db)),
};

/** Statements of reasons and appeals, for the member affected (on the `moderation` router). */
export const decisionProcedures = {
  myDecisions: authedProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/moderation/decisions/mine',
        summary: 'Moderation decisions about her content or account, newest first',
        tags: ['moderation'],
      },
    })
    .input(z.object(pagination(20)))
    .output(decisionList)
    .query(({ ctx, input }) => decisions.listMyDecisions(ctx.db, ctx.user, input)),

  appeal: authedProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/moderation/decisions/{id}/appeal',
        status: 201,
        summary:
          'Appeal a decision about her, once, within 6 months; another admin decides (409 a second time, 410 too late)',
        tags: ['moderation'],
      },
      // A suspended member may contest her suspension.
      allowSuspended: true,
    })
    .input(appealInput)
    .output(z.object({ appeal: decisionAppeal }))
    .mutation(({ ctx, input }) => appeals.appealDecision(ctx.db, ctx.user, input)),
};

const tags = ['admin'];

/** Site admins: the rules, the appeals queue, and a member's record (`admin.fairProcess.*`). */
export const adminFairProcessRouter = router({
  updateGuidelines: adminProcedure
    .meta({
      rest: {
        method: 'PUT',
        path: '/admin/guidelines',
        summary: 'Replace the house rules, numbered in the order given',
        tags,
      },
    })
    .input(updateGuidelinesInput)
    .output(guidelines)
    .mutation(({ ctx, input }) => rules.updateGuidelines(ctx.db, ctx.user, input)),

  appeals: adminProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/admin/appeals',
        summary: 'Appeals, pending first and oldest first; filter by status',
        tags,
      },
    })
    .input(adminAppealsInput)
    .output(adminAppealList)
    .query(({ ctx, input }) => appeals.listAppeals(ctx.db, ctx.user, input)),

  decideAppeal: adminProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/admin/appeals/{id}/decide',
        summary:
          'Uphold or reverse a decision on appeal (not by the admin who took it: 403); a reversal undoes it',
        tags,
      },
    })
    .input(decideAppealInput)
    .output(z.object({ appeal: adminAppeal }))
    .mutation(({ ctx, input }) => appeals.decideAppeal(ctx, ctx.user, input)),

  memberRecord: adminProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/admin/users/{id}/moderation',
        summary: 'A member’s moderation record: decisions about her, reports by and about her',
        tags,
      },
    })
    .input(z.object({ id }))
    .output(userModeration)
    .query(({ ctx, input }) => record.memberRecord(ctx.db, ctx.user, input)),

  suspend: adminProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/admin/users/{id}/suspend',
        summary: 'Suspend a member for 1 to 365 days, citing a rule and a reason she is shown',
        tags,
      },
    })
    .input(suspendUserInput)
    .output(userModeration)
    .mutation(({ ctx, input }) => record.suspendMember(ctx.db, ctx.user, input)),

  endSuspension: adminProcedure
    .meta({
      rest: {
        method: 'DELETE',
        path: '/admin/users/{id}/suspend',
        summary: 'End a member’s suspension early',
        tags,
      },
    })
    .input(z.object({ id }))
    .output(userModeration)
    .mutation(({ ctx, input }) => record.endSuspension(ctx.db, ctx.user, input)),

  endPostingMute: adminProcedure
    .meta({
      rest: {
        method: 'DELETE',
        path: '/admin/users/{id}/mute',
        summary: 'Let a member muted for repeated decisions post again now',
        tags,
      },
    })
    .input(z.object({ id }))
    .output(userModeration)
    .mutation(({ ctx, input }) => record.endPostingMute(ctx.db, ctx.user, input)),
});
