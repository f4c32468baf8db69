// Live streams (chat.events) in tests: a stream listens to the server's chat hub only once its
// generator runs, and an event emitted before that passes it by. So a test opens the stream, then
// waits for the hub to count one more listener, before it makes anything happen.
import { expect } from 'vitest';
import type { ChatStreamEvent } from '@hercircle/shared';
import type { Harness, TestUser } from './harness.ts';

/**
 * Counts the chat hub's listeners now; the function it answers resolves once there is one more (a
 * stream opened since listens). A loaded machine may take a while to start a stream: it waits.
 */
export async function hubListener(server: Harness): Promise<() => Promise<void>> {
  const hub = (await server.context()).services.chat;
  if (!hub) throw new Error('no hub');
  const listeners = hub.events.listenerCount('event');
  return () =>
    expect.poll(() => hub.events.listenerCount('event'), { timeout: 15_000 }).toBe(listeners + 1);
}

export interface LiveStream {
  /** What the stream has received so far. */
  seen: ChatStreamEvent[];
  /** Ends the stream at the first event `test` accepts (or after 3 s); answers what it saw. */
  until(test: (e: ChatStreamEvent) => boolean): Promise<ChatStreamEvent[]>;
}

/**
 * A member's live stream on a server, reading in the background once it listens. `settleMs`: a
 * pause after that, for streams that read whom their member hides right after they start.
 */
export async function openLiveStream(
  server: Harness,
  who: TestUser,
  options: { settleMs?: number } = {},
): Promise<LiveStream> {
  const listening = await hubListener(server);
  const stream = (await (
    await server.caller(who.token)
  ).chat.events()) as AsyncIterable<ChatStreamEvent>;
  const seen: ChatStreamEvent[] = [];
  let stop: (e: ChatStreamEvent) => boolean = () => false;
  let resolveDone!: () => void;
  const done = new Promise<void>((r) => (resolveDone = r));
  void (async () => {
    for await (const event of stream) {
      seen.push(event);
      if (stop(event)) break;
    }
    resolveDone();
  })();
  await listening();
  if (options.settleMs) await new Promise((r) => setTimeout(r, options.settleMs));
  return {
    seen,
    async until(test) {
      stop = test;
      if (seen.some(test)) return seen;
      await Promise.race([done, new Promise((r) => setTimeout(r, 3000))]);
      return seen;
    },
  };
}
