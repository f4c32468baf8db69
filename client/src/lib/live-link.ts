import { httpSubscriptionLink } from '@trpc/client?live';
import type { TRPCLink } from '@trpc/client';
import type { AppRouter } from '@hercircle/server/router';

/**
 * The live stream's link (server-sent events), loaded when a page first subscribes. EventSource
 * cannot send headers, so the token rides along as a connection parameter (the server keeps it
 * out of its logs).
 */
export function liveLink(connectionParams: () => Record<string, string>): TRPCLink<AppRouter> {
  return httpSubscriptionLink({ url: '/trpc', connectionParams });
}
