import { z } from 'zod';
import { adminOutboxList, adminOutboxListInput, id, outboxEmail } from '@hercircle/shared';
import { adminProcedure, router } from '../../trpc/init.ts';
import * as outbox from './admin-outbox.service.ts';

const tags = ['admin'];

/** `admin.outbox.*`: the mail the site sent or tried to send, for the operator. */
export const adminOutboxRouter = router({
  list: adminProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/admin/outbox',
        summary:
          'Emails queued, sent and failed, newest first, with tries and the last error; tokens in links are masked',
        tags,
      },
    })
    .input(adminOutboxListInput)
    .output(adminOutboxList)
    .query(({ ctx, input }) => outbox.listOutbox(ctx, ctx.user, input)),
  retry: adminProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/admin/outbox/{id}/retry',
        summary:
          'Send a failed email again, as it was kept (text only). 409 when it has not failed, or had an attachment',
        tags,
      },
    })
    .input(z.object({ id }))
    .output(z.object({ email: outboxEmail }))
    .mutation(async ({ ctx, input }) => ({
      email: await outbox.retryOutboxEmail(ctx, ctx.user, input),
    })),
});
