import {
  createTRPCClient,
  getUntypedClient,
  httpBatchLink,
  httpSubscriptionLink,
  splitLink,
} from '@trpc/client';
import type { AppRouter } from '@hercircle/server/router';
import { sessionStore } from './session.ts';

/** The server refuses larger batches (TRPC_MAX_BATCH, 20 by default). */
const MAX_BATCH = 20;

/**
 * The client that talks to the server: batched HTTP for queries and mutations, server-sent events
 * for the live stream. It loads with the first call (lib/trpc.ts), so a page that arrived with its
 * data does not load it before the visitor does something.
 */
export function createTransport(streamId: string) {
  const client = createTRPCClient<AppRouter>({
    links: [
      splitLink({
        condition: (op) => op.type === 'subscription',
        // Live chat over server-sent events; EventSource cannot send headers, so the token rides
        // along as a connection parameter (the server keeps it out of its logs).
        true: httpSubscriptionLink({
          url: '/trpc',
          connectionParams: () => ({ token: sessionStore.get()?.token ?? '', stream: streamId }),
        }),
        false: httpBatchLink({
          url: '/trpc',
          maxItems: MAX_BATCH,
          headers() {
            const token = sessionStore.get()?.token;
            return token ? { Authorization: `Bearer ${token}` } : {};
          },
        }),
      }),
    ],
  });
  return { client, untyped: getUntypedClient(client) };
}

export type Transport = ReturnType<typeof createTransport>;
