import { z } from 'zod';
import { deletionRequestInput } from '@hercircle/shared';
import { authedProcedure } from '../../trpc/init.ts';
import * as account from './account.service.ts';

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

  /** REST serves it as a file download instead (account.http.ts). */
  exportData: authedProcedure
    .output(z.record(z.string(), z.unknown()))
    .query(({ ctx }) => account.exportData(ctx.db, ctx.user)),
};
