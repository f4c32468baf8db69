import { z } from 'zod';
import { deletionRequestInput, success } from '@hercircle/shared';
import { authedProcedure } from '../../trpc/init.ts';
import * as account from './account.service.ts';
import { resendEmailConfirmation } from './email-confirmation.service.ts';

const tags = ['content'];

/** Procedures served under the design card's `content` router (see trpc/app-router.ts). */
export const accountProcedures = {
  requestDeletion: authedProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/account/deletion-request',
        status: 201,
        summary: 'Delete my account: deactivated at once, erased after 30 days',
        tags,
      },
      allowSuspended: true,
    })
    .input(deletionRequestInput)
    .output(z.object({ success: z.literal(true), purge_after: z.string() }))
    .mutation(async ({ ctx, input }) => ({
      success: true as const,
      ...(await account.requestDeletion(ctx, ctx.user, input)),
    })),

  resendEmailConfirmation: authedProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/account/email/resend',
        status: 202,
        summary:
          'Email a new confirmation link to her address (earlier links stop working); at most 5 an hour',
        tags,
      },
      // Her own address: a suspension does not keep her from confirming it.
      allowSuspended: true,
    })
    .output(success)
    .mutation(async ({ ctx }) => {
      await resendEmailConfirmation(ctx, ctx.user);
      return { success: true as const };
    }),

  /** REST serves it as a file download instead (account.http.ts). */
  exportData: authedProcedure
    .output(z.record(z.string(), z.unknown()))
    .query(({ ctx }) => account.exportData(ctx.db, ctx.user)),
};
