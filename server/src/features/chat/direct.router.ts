import { z } from 'zod';
import { chatMessage, conversation, id, sendDirectInput, success } from '@hercircle/shared';
import { authedProcedure } from '../../trpc/init.ts';
import * as direct from './direct.service.ts';

const tags = ['chat'];
const requestInput = z.object({ conversationId: id });

/** Direct messages and message requests (api.md), part of the chat router. */
export const directProcedures = {
  direct: authedProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/chat/direct',
        status: 201,
        summary:
          'Message a member: opens (or reuses) your conversation with her; the first contact is a message request (Idempotency-Key)',
        tags,
      },
    })
    .input(sendDirectInput)
    .output(z.object({ conversation, message: chatMessage }))
    .mutation(({ ctx, input }) => direct.sendDirect(ctx, ctx.user, input)),

  requests: authedProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/chat/requests',
        summary: 'Message requests waiting for your answer',
        tags,
        envelope: 'none',
      },
    })
    .output(z.object({ conversations: z.array(conversation) }))
    .query(async ({ ctx }) => ({ conversations: await direct.listRequests(ctx.db, ctx.user) })),

  acceptRequest: authedProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/chat/requests/{conversationId}/accept',
        summary: 'Accept a message request made to you',
        tags,
      },
    })
    .input(requestInput)
    .output(z.object({ conversation }))
    .mutation(async ({ ctx, input }) => ({
      conversation: await direct.acceptRequest(ctx.db, ctx.user, input),
    })),

  declineRequest: authedProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/chat/requests/{conversationId}/decline',
        summary: 'Decline a message request made to you (its sender is not told)',
        tags,
      },
      // Refusing contact protects her, like a block: a suspended member may still do it.
      allowSuspended: true,
    })
    .input(requestInput)
    .output(success)
    .mutation(async ({ ctx, input }) => {
      await direct.declineRequest(ctx.db, ctx.user, input);
      return { success: true as const };
    }),
};
