import { z } from 'zod';
import {
  chatContent,
  chatMessage,
  conversation,
  id,
  LIMITS,
  PAGE_SIZES,
  sendMessageInput,
  success,
} from '@hercircle/shared';
import { authedProcedure, router } from '../../trpc/init.ts';
import * as chat from './chat.service.ts';
import { shapeDiscussion } from '../community/community-live.ts';
import { directProcedures } from './direct.router.ts';
import { streamStart, subscribe } from '../../live/subscribe.ts';
import { mutedMatcherFor } from '../shield/muted.ts';

const tags = ['chat'];
const messages = z.object({ messages: z.array(chatMessage) });

export const chatRouter = router({
  ...directProcedures,
  send: authedProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/chat/send',
        status: 201,
        summary: 'Send a message to a conversation you take part in',
        tags,
      },
    })
    .input(sendMessageInput)
    .output(z.object({ message: chatMessage }))
    .mutation(async ({ ctx, input }) => ({
      message: await chat.sendMessage(ctx, ctx.user, input),
    })),

  messages: authedProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/chat/messages/{conversationId}',
        summary: 'Message history, oldest first; the newest page unless `before` is given',
        tags,
        envelope: 'none',
      },
    })
    .input(
      z.object({
        conversationId: id,
        before: id.optional(),
        limit: z.coerce.number().int().min(1).max(LIMITS.listLimitMax).default(PAGE_SIZES.messages),
      }),
    )
    .output(messages)
    .query(async ({ ctx, input }) => ({
      messages: await chat.listMessages(ctx.db, ctx.user, {
        conversation_id: input.conversationId,
        before: input.before,
        limit: input.limit,
      }),
    })),

  edit: authedProcedure
    .meta({
      rest: { method: 'PUT', path: '/chat/message/{id}', summary: 'Edit your own message', tags },
    })
    .input(z.object({ id, content: chatContent }))
    .output(z.object({ message: chatMessage }))
    .mutation(async ({ ctx, input }) => ({
      message: await chat.editMessage(ctx.db, ctx.user, input),
    })),

  delete: authedProcedure
    .meta({
      rest: {
        method: 'DELETE',
        path: '/chat/message/{id}',
        summary: 'Delete a message (its sender, or an admin)',
        tags,
      },
    })
    .input(z.object({ id }))
    .output(success)
    .mutation(async ({ ctx, input }) => {
      await chat.deleteMessage(ctx.db, ctx.user, input);
      return { success: true as const };
    }),

  conversations: authedProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/chat/conversations',
        summary: 'Your conversations with their last message and unread count',
        tags,
        envelope: 'none',
      },
    })
    .output(z.object({ conversations: z.array(conversation) }))
    .query(async ({ ctx }) => ({ conversations: await chat.listConversations(ctx.db, ctx.user) })),

  search: authedProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/chat/search/{conversationId}',
        summary: 'Search messages in a conversation',
        tags,
        envelope: 'none',
      },
    })
    .input(
      z.object({
        conversationId: id,
        q: z.string().trim().min(1, 'Type something to search for').max(200),
        limit: z.coerce.number().int().min(1).max(100).default(50),
      }),
    )
    .output(messages)
    .query(async ({ ctx, input }) => ({
      messages: await chat.searchMessages(ctx.db, ctx.user, {
        conversation_id: input.conversationId,
        q: input.q,
        limit: input.limit,
      }),
    })),

  unread: authedProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/chat/unread/{id}',
        summary: 'Unread messages in a conversation',
        tags,
      },
    })
    .input(z.object({ id }))
    .output(z.object({ conversation_id: z.number().int(), unread_count: z.number().int() }))
    .query(async ({ ctx, input }) => ({
      conversation_id: input.id,
      unread_count: await chat.countUnread(ctx.db, ctx.user, input),
    })),

  read: authedProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/chat/read/{id}',
        summary: 'Mark a conversation read up to its newest message',
        tags,
      },
      allowSuspended: true,
    })
    .input(z.object({ id }))
    .output(success)
    .mutation(async ({ ctx, input }) => {
      await chat.markRead(ctx.db, ctx.user, input);
      return { success: true as const };
    }),

  /**
   * The member's one live stream (SSE), from the live bus (live/): new, edited and deleted messages
   * of every conversation she takes part in, discussion changes, notification nudges and resyncs,
   * shaped for her by chat's and community's rules. See live/subscribe.ts for `age` and `read_at`.
   */
  events: authedProcedure.input(streamStart).subscription(({ ctx, input, signal }) =>
    subscribe(ctx, input, signal, {
      hiddenAuthorsOf: chat.hiddenAuthorsOf,
      mutedMatcherOf: mutedMatcherFor,
      canSee: chat.canSee,
      discussion: shapeDiscussion,
    }),
  ),
});
