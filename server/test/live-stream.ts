// Live streams (chat.events) in tests: a stream listens to the server's chat hub only once its
// generator runs, and an event emitted before that passes it by. So a test opens the stream, then
// waits for the hub to hear a new listener, before it makes anything happen.
import { expect } from 'vitest';
import type { ChatStreamEvent } from '@hercircle/shared';
import { appRouter } from '../src/trpc/app-router.ts';
import { createCallerFactory } from '../src/trpc/init.ts';
import type { Harness, TestUser } from './harness.ts';

/**
 * Starts watching the chat hub; the function it answers resolves once a listener has been added
 * since (a stream opened since listens). It watches additions, not the number of listeners: a
 * stream of an earlier test that ends meanwhile does not hide the new one. A loaded machine may
 * take a while to start a stream: it waits.
 */
export async function hubListener(server: Harness): Promise<() => Promise<void>> {
  const hub = (await server.context()).services.live;
  if (!hub) throw new Error('no hub');
  let heard = false;
  const onNewListener = (name: string | symbol) => {
    if (name === 'event') heard = true;
  };
  hub.events.on('newListener', onNewListener);
  return async () => {
    try {
      await expect.poll(() => heard, { timeout: 15_000 }).toBe(true);
    } finally {
      hub.events.off('newListener', onNewListener);
    }
  };
}

export interface LiveStream {
  /** What the stream has received so far. */
  seen: ChatStreamEvent[];
  /**
   * Waits for the first event `test` accepts (or 3 s), then ends the stream, so that it does not
   * outlive its test; answers what it saw.
   */
  until(test: (e: ChatStreamEvent) => boolean): Promise<ChatStreamEvent[]>;
}

/**
 * A member's live stream on a server, reading in the background once it listens. `settleMs`: a
 * pause after that, for streams that read whom their member hides right after they start.
 * `input`: what the browser sends (how long ago its page read what it shows).
 */
export async function openLiveStream(
  server: Harness,
  who: TestUser,
  options: { settleMs?: number; input?: { age: number; read_at?: number } } = {},
): Promise<LiveStream> {
  const listening = await hubListener(server);
  // The request's signal, as when the client goes away: ending the stream takes its listener off.
  const request = new AbortController();
  const caller = createCallerFactory(appRouter)(await server.context(who.token), {
    signal: request.signal,
  });
  const stream = (await caller.chat.events(options.input)) as AsyncIterable<ChatStreamEvent>;
  const seen: ChatStreamEvent[] = [];
  let stop: (e: ChatStreamEvent) => boolean = () => false;
  let ended: unknown = null;
  let resolveDone!: () => void;
  const done = new Promise<void>((r) => (resolveDone = r));
  void (async () => {
    try {
      for await (const event of stream) {
        seen.push(event);
        if (stop(event)) break;
      }
      ended = 'the stream ended';
    } catch (error) {
      ended = error;
    }
    resolveDone();
  })();
  // A stream that ends before it listens says why, rather than leaving the wait to time out.
  await Promise.race([
    listening(),
    done.then(() => {
      if (!request.signal.aborted)
        throw new Error(`the live stream stopped before it listened: ${String(ended)}`);
    }),
  ]);
  if (options.settleMs) await new Promise((r) => setTimeout(r, options.settleMs));
  return {
    seen,
    async until(test) {
      stop = test;
      if (!seen.some(test)) await Promise.race([done, new Promise((r) => setTimeout(r, 3000))]);
      request.abort();
      await done;
      return seen;
    },
  };
}
