import { useEffect, useRef } from 'react';
import type { ChatStreamEvent } from '@hercircle/shared';

type LiveHandler = (event: ChatStreamEvent) => void;

/** Who hears this tab's one live stream: the chat, the bell, an open discussion. */
const handlers = new Set<LiveHandler>();

/** Hands an event of the stream to every consumer (called by LiveStream only). */
export function dispatchLiveEvent(event: ChatStreamEvent) {
  for (const handler of handlers) handler(event);
}

/**
 * Calls `handler` with every event of the tab's live stream while the component is mounted. The
 * latest handler is used, so callers need not memoize it. `resync` means the stream was away:
 * refetch what the component shows.
 */
export function useLiveEvents(handler: LiveHandler) {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => {
    const listener: LiveHandler = (event) => latest.current(event);
    handlers.add(listener);
    return () => {
      handlers.delete(listener);
    };
  }, []);
}
