import { on } from 'node:events';
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
  type ChatStreamEvent,
} from '@hercircle/shared';
import { AppError, toTRPCError } from '../../lib/app-error.ts';
import type { Context } from '../../trpc/context.ts';
import { authedProcedure, router } from '../../trpc/init.ts';
import * as chat from './chat.service.ts';
import { shapeDiscussion } from '../community/community-live.ts';
import { directProcedures } from './direct.router.ts';
import {
  SESSION_ENDED,
  type ChatHub,
  type HubEvent,
  type LiveStream,
  type StreamStop,
} from './chat.hub.ts';

const tags = ['chat'];
const messages = z.object({ messages: z.array(chatMessage) });

/**
 * A stream's start looks this much further back than the page said: `age` was measured when her
 * browser asked, and the request's way here and the stream's setup come on top.
 */
const START_MARGIN_MS = 10_000;
/** Past this many events in that time, the client reads its data again without a check of each. */
const START_CHECKS_MAX = 50;
/** `read_at` comes from another process's clock (the one that rendered the page): their drift. */
const READ_AT_MARGIN_MS = 500;
const streamStart = z
  .object({
    age: z
      .number()
      .int()
      .min(0)
      .max(7 * 86_400_000),
    read_at: z.number().int().min(1).max(8.64e15).optional(),
  })
  .strict()
  .optional();

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
   * New, edited and deleted messages of every conversation the member takes part in, live (SSE).
   * `age`: how long ago (ms) the page began loading; `read_at`: when the server began rendering it
   * with its data (ms since 1970, the server's clock). The stream starts with a `resync` when
   * something she would have been sent may have happened since.
   */
  events: authedProcedure.input(streamStart).subscription(async ({ ctx, input, signal }) => {
    const hub = ctx.services.chat;
    if (!hub) throw new AppError('SERVICE_UNAVAILABLE', 'Live chat is not running');
    // Before the stream starts, so a refusal (too many streams, session gone) is a plain error.
    const stream = await hub.openStream(
      { sessionId: ctx.session.id, userId: ctx.user.id, streamId: ctx.streamId },
      { perSession: ctx.env.LIVE_STREAMS_PER_SESSION, perMember: ctx.env.LIVE_STREAMS_PER_MEMBER },
    );
    // tRPC never starts the generator of a client that left while the stream was opening, so its
    // finally would not run: the request's abort gives the place back as well, whichever is first.
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      stream.release();
    };
    if (signal?.aborted) release();
    else signal?.addEventListener('abort', release, { once: true });
    // Where to look back from: the server's render of her page when it says so, else her page's
    // age with a margin for the request's way here.
    const since = !input
      ? undefined
      : input.read_at !== undefined
        ? input.read_at - READ_AT_MARGIN_MS
        : Date.now() - input.age - START_MARGIN_MS;
    return liveEvents(ctx, hub, { signal: stream.signal, release }, signal, since);
  }),
});

async function* liveEvents(
  ctx: { db: Context['db']; user: { id: number; role: 'user' | 'admin' } },
  hub: ChatHub,
  stream: LiveStream,
  signal: AbortSignal | undefined,
  since: number | undefined,
): AsyncGenerator<ChatStreamEvent> {
  // Ends when the client goes away, the server shuts down, the session ends or a reconnect
  // under the same name replaces this stream.
  const until = AbortSignal.any([stream.signal, hub.closing, ...(signal ? [signal] : [])]);
  const me = ctx.user.id;
  try {
    // Listening before reading whom she hides, so a block made in between is heard, not missed.
    const events = on(hub.events, 'event', { signal: until });
    // Held by the stream and reloaded only when a block or mute of hers changes (or after a
    // reconnect), so a message costs no query for it.
    let hidden = await chat.hiddenAuthorsOf(ctx.db, me);

    /** What this member is sent of a hub event, if anything. */
    const shape = async (e: HubEvent): Promise<ChatStreamEvent | null> => {
      if (e.type === 'audience') {
        if (!e.users.includes(me)) return null;
        hidden = await chat.hiddenAuthorsOf(ctx.db, me);
        // What her client shows may hold messages hidden from now on (the other member blocked
        // her): it reads them again, as after a reconnect, which tells her nothing more.
        return { type: 'resync' };
      }
      // Her bell refetches; the notification itself stays behind the list's rules.
      if (e.type === 'notification') return e.users.includes(me) ? { type: 'notification' } : null;
      if (e.type === 'discussion') return shapeDiscussion(ctx.db, ctx.user, hidden, e);
      if (e.type === 'resync') {
        hidden = await chat.hiddenAuthorsOf(ctx.db, me);
        return e;
      }
      const out = shapeFor(e, me, hidden);
      // Membership can change while a subscription is open: check each event.
      return out && (await chat.canSee(ctx.db, me, e.conversation_id)) ? out : null;
    };

    // What happened between the page's read and this start is not sent again: her client reads
    // its data again if any of it was for her, or if the hub cannot tell.
    const missedSince = async (since: number): Promise<boolean> => {
      const recent = hub.recentSince(since);
      if (recent === null || recent.length > START_CHECKS_MAX) return true;
      for (const e of recent) if (await shape(e)) return true;
      return false;
    };
    if (since !== undefined && (await missedSince(since))) yield { type: 'resync' };

    for await (const [event] of events) {
      const out = await shape(event as HubEvent);
      if (out) yield out;
    }
  } catch (error) {
    if (!until.aborted) throw error;
  } finally {
    stream.release();
  }
  // A tRPC error (not an AppError) so that the client sees UNAUTHORIZED, which it does not retry.
  if (stream.signal.reason === ('session-ended' satisfies StreamStop))
    throw toTRPCError(new AppError('UNAUTHORIZED', SESSION_ENDED));
}

/**
 * A message event as this member may see it: nothing from a member hidden from her; a message a
 * moderator hid is withdrawn (a deletion) for others and marked for its sender.
 */
function shapeFor(
  e: Exclude<HubEvent, { type: 'audience' | 'notification' | 'resync' | 'discussion' }>,
  me: number,
  hidden: Set<number>,
): ChatStreamEvent | null {
  if (e.type === 'deleted') return e;
  const { message } = e;
  if (message.sender_id === me)
    return {
      type: e.type === 'hidden' ? 'updated' : e.type,
      conversation_id: e.conversation_id,
      message,
    };
  if (hidden.has(message.sender_id)) return null;
  if (e.type === 'hidden')
    return { type: 'deleted', conversation_id: e.conversation_id, message_id: message.id };
  // An edit of a hidden message stays with its sender.
  return message.hidden ? null : e;
}
