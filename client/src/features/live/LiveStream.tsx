import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useSubscription } from '@trpc/tanstack-react-query';
import type { ChatStreamEvent } from '@hercircle/shared';
import { trpc } from '../../lib/trpc.ts';
import { renderedReadAt } from '../../lib/read-at.ts';
import { errorStatus } from '../../lib/error-status.ts';
import { sessionStore } from '../../lib/session.ts';
import { dispatchLiveEvent } from './live-events.ts';

/** The longest pause between two reconnection attempts, before its random spread (up to twice). */
const RECONNECT_MAX_MS = 8000;

/**
 * The tab's one live stream (members only, mounted once by the site layout): it reconnects after
 * a break, tells its consumers to refetch after one (and when the server says they missed
 * something while the page loaded), and keeps the bell live on every page.
 */
export function LiveStream() {
  const queryClient = useQueryClient();
  // Stream starts so far, and reconnection attempts since the last start.
  const [starts, setStarts] = useState(0);
  const [attempts, setAttempts] = useState(0);
  // Everything the page shows was read since it began loading, this long ago (a duration, so no
  // two clocks are compared), or, on a page the server rendered with its data, since that render
  // began (the server's clock): the stream starts with a resync if anything for her happened
  // since. A reconnect sends the same, and catches up below.
  const [start] = useState(() => {
    const readAt = renderedReadAt();
    const age = Math.round(performance.now());
    return readAt === null ? { age } : { age, read_at: readAt };
  });
  const stream = useSubscription(
    trpc.chat.events.subscriptionOptions(start, {
      onStarted: () => {
        setStarts((n) => n + 1);
        setAttempts(0);
      },
      onData: (event: ChatStreamEvent) => {
        // Ids only travel: the bell refetches, and the notification stays behind the list's rules.
        if (event.type === 'notification' || event.type === 'resync')
          void queryClient.invalidateQueries({ queryKey: trpc.notifications.pathKey() });
        dispatchLiveEvent(event);
      },
    }),
  );

  // Back after a break (a server restart, a lost network): consumers fetch what came meanwhile.
  // (The first start's catch-up is the server's resync, above.)
  useEffect(() => {
    if (starts <= 1) return;
    void queryClient.invalidateQueries({ queryKey: trpc.notifications.pathKey() });
    dispatchLiveEvent({ type: 'resync' });
  }, [starts, queryClient]);

  // A server that shuts down ends the stream; connect again (another process, or the same one
  // restarted, answers) after a spread-out pause that grows while attempts keep failing, to at most
  // 8-16 s: a member's chat is back within that of the server, while a crowd of tabs still spreads.
  // Her session ended (signed out elsewhere, ended from another device): signed out here too, and
  // no reconnecting with a token the server refuses.
  const { status, reset, error } = stream;
  useEffect(() => {
    if (status === 'error' && errorStatus(error) === 401) {
      sessionStore.clear();
      return;
    }
    if (status !== 'idle' && status !== 'error') return;
    const delay = Math.min(1000 * 2 ** attempts, RECONNECT_MAX_MS) * (1 + Math.random());
    const timer = setTimeout(() => {
      setAttempts((n) => n + 1);
      reset();
    }, delay);
    return () => clearTimeout(timer);
  }, [status, reset, attempts, error]);

  return null;
}
