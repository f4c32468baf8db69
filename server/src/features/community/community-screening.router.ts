import { z } from 'zod';
import {
  groupWelcome,
  id,
  screeningQuestions,
  success,
  updateQuestionsInput,
  updateWelcomeInput,
} from '@hercircle/shared';
import { authedProcedure } from '../../trpc/init.ts';
import * as screening from './community-screening.service.ts';
import * as welcome from './community-welcome.service.ts';

const tags = ['community'];
const ok = { success: true as const };

/** Screening questions and the welcome (issue 35): written by a group's admins. */
export const screeningProcedures = {
  questions: authedProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/community/groups/{id}/questions',
        summary: 'A group’s screening questions, asked with a request to join (at most 5)',
        tags,
      },
    })
    .input(z.object({ id }))
    .output(screeningQuestions)
    .query(({ ctx, input }) => screening.getQuestions(ctx.db, ctx.user, input)),

  updateQuestions: authedProcedure
    .meta({
      rest: {
        method: 'PUT',
        path: '/community/groups/{id}/questions',
        summary: 'Replace a group’s screening questions (group admins)',
        tags,
      },
    })
    .input(updateQuestionsInput)
    .output(screeningQuestions)
    .mutation(({ ctx, input }) => screening.updateQuestions(ctx.db, ctx.user, input)),

  welcome: authedProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/community/groups/{id}/welcome',
        summary: 'A group’s welcome message (members), and whether she has yet to dismiss it',
        tags,
      },
    })
    .input(z.object({ id }))
    .output(groupWelcome)
    .query(({ ctx, input }) => welcome.getWelcome(ctx.db, ctx.user, input)),

  updateWelcome: authedProcedure
    .meta({
      rest: {
        method: 'PUT',
        path: '/community/groups/{id}/welcome',
        summary: 'Write the welcome new members get once (group admins); null takes it away',
        tags,
      },
    })
    .input(updateWelcomeInput)
    .output(groupWelcome)
    .mutation(({ ctx, input }) => welcome.updateWelcome(ctx.db, ctx.user, input)),

  dismissWelcome: authedProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/community/groups/{id}/welcome/dismiss',
        summary: 'She read the welcome: the group stops showing it to her',
        tags,
      },
    })
    .input(z.object({ id }))
    .output(success)
    .mutation(async ({ ctx, input }) => {
      await welcome.dismissWelcome(ctx.db, ctx.user, input);
      return ok;
    }),
};
