import { on } from 'node:events';
import { z } from 'zod';
import type { ChatStreamEvent } from '@hercircle/shared';
import { AppError, toTRPCError } from '../lib/app-error.ts';
import type { Context } from '../trpc/context.ts';
import type { LiveHub } from './hub.ts';
import { SESSION_ENDED, type LiveEvent, type StreamStop } from './notices.ts';
import { createShaper, type Shapers, type Viewer } from './shape.ts';
import type { LiveStream } from './streams.ts';

/**
 * A stream's start looks this much further back than the page said: `age` was measured when her
 * browser asked, and the request's way here and the stream's setup come on top.
 */
const START_MARGIN_MS = 10_000;
/** Past this many events in that time, the client reads its data again without a check of each. */
const START_CHECKS_MAX = 50;
/** `read_at` comes from another process's clock (the one that rendered the page): their drift. */
const READ_AT_MARGIN_MS = 500;

/**
 * `age`: how long ago (ms) the page began loading; `read_at`: when the server began rendering it
 * with its data (ms since 1970, the server's clock).
 */
export const streamStart = z
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

type StreamContext = Pick<Context, 'db' | 'env' | 'services' | 'streamId'> & {
  user: Viewer;
  session: { id: string };
};

/**
 * Opens a member's live stream: every event of the hub she may see, shaped for her by `rules`.
 * It starts with a `resync` when something she would have been sent may have happened since her
 * page read its data.
 */
export async function subscribe(
  ctx: StreamContext,
  input: z.infer<typeof streamStart>,
  signal: AbortSignal | undefined,
  rules: Shapers,
): Promise<AsyncGenerator<ChatStreamEvent>> {
  const hub = ctx.services.live;
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
  return liveEvents(ctx, hub, { signal: stream.signal, release }, signal, since, rules);
}

async function* liveEvents(
  ctx: StreamContext,
  hub: LiveHub,
  stream: LiveStream,
  signal: AbortSignal | undefined,
  since: number | undefined,
  rules: Shapers,
): AsyncGenerator<ChatStreamEvent> {
  // Ends when the client goes away, the server shuts down, the session ends or a reconnect
  // under the same name replaces this stream.
  const until = AbortSignal.any([stream.signal, hub.closing, ...(signal ? [signal] : [])]);
  try {
    // Listening before reading whom she hides, so a block made in between is heard, not missed.
    const events = on(hub.events, 'event', { signal: until });
    const shape = await createShaper(ctx.db, ctx.user, rules);

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
      const out = await shape(event as LiveEvent);
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
