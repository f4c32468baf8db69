import { z } from 'zod';
import {
  contactHandledInput,
  contactMessageListInput,
  contactMessageRecord,
  contactReplyInput,
  deletionRequestRecord,
  pagination,
} from '@hercircle/shared';
import { adminProcedure, router } from '../../trpc/init.ts';
import { listDeletionRequests } from './admin-dashboard.service.ts';
import * as inbox from './admin-inbox.service.ts';

const tags = ['admin'];

/** `admin.inbox.*`: contact messages (answered by email, marked handled) and deletion requests. */
export const adminInboxRouter = router({
  contactMessages: adminProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/admin/inbox/contact',
        summary:
          'Messages sent from the Contact page, newest first, with the replies sent to each; search matches the sender, subject and message; status open or handled',
        tags,
      },
    })
    .input(contactMessageListInput)
    .output(z.object({ messages: z.array(contactMessageRecord), total: z.number().int() }))
    .query(({ ctx, input }) => inbox.listContactMessages(ctx.db, ctx.user, input)),
  reply: adminProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/admin/inbox/contact/{id}/reply',
        summary:
          'Answer a contact message by email through the site mailer (it shows in the Outbox); the reply is kept and the message marked handled. sent: whether the mail server took it',
        tags,
        status: 201,
      },
    })
    .input(contactReplyInput)
    .output(z.object({ message: contactMessageRecord, sent: z.boolean() }))
    .mutation(({ ctx, input }) => inbox.replyToContactMessage(ctx, ctx.user, input)),
  setHandled: adminProcedure
    .meta({
      rest: {
        method: 'PUT',
        path: '/admin/inbox/contact/{id}/handled',
        summary: 'Mark a contact message handled ({handled: true}) or open again (false)',
        tags,
      },
    })
    .input(contactHandledInput)
    .output(z.object({ message: contactMessageRecord }))
    .mutation(async ({ ctx, input }) => ({
      message: await inbox.setContactMessageHandled(ctx.db, ctx.user, input),
    })),
  deletionRequests: adminProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/admin/inbox/deletion-requests',
        summary: 'Account deletion requests, newest first',
        tags,
      },
    })
    .input(z.object(pagination(50)))
    .output(z.object({ requests: z.array(deletionRequestRecord), total: z.number().int() }))
    .query(({ ctx, input }) => listDeletionRequests(ctx.db, ctx.user, input)),
});
