import { createTRPCClient, httpBatchLink, httpSubscriptionLink, splitLink } from '@trpc/client';
import type { AppRouter } from '@hercircle/server/router';
import { sessionStore } from './session.ts';

/** The server refuses larger batches (TRPC_MAX_BATCH, 20 by default). */
const MAX_BATCH = 20;

/**
 * Names this page's live stream. The server caps streams per session and lets a reconnect with the
 * same name replace its stream, so reconnecting never counts twice. getRandomValues, unlike
 * randomUUID, works on plain-HTTP origins too.
 */
const STREAM_ID = Array.from(crypto.getRandomValues(new Uint8Array(12)), (b) =>
  b.toString(16).padStart(2, '0'),
).join('');

/** The token a call names in its context (`{ context: { token } }`), if it names one. */
function tokenOf(context: Record<string, unknown>): string | undefined {
  return typeof context.token === 'string' ? context.token : undefined;
}

/**
 * The client that talks to the server: batched HTTP for queries and mutations, server-sent events
 * for the live stream.
 */
export function createTransport() {
  const client = createTRPCClient<AppRouter>({
    links: [
      splitLink({
        condition: (op) => op.type === 'subscription',
        // Live chat over server-sent events; EventSource cannot send headers, so the token rides
        // along as a connection parameter (the server keeps it out of its logs).
        true: httpSubscriptionLink({
          url: '/trpc',
          connectionParams: () => ({ token: sessionStore.get()?.token ?? '', stream: STREAM_ID }),
        }),
        false: httpBatchLink({
          url: '/trpc',
          maxItems: MAX_BATCH,
          headers({ opList }) {
            // Signing out names the token it ends, as it is no longer stored (lib/sign-out.ts).
            const token = tokenOf(opList[0].context) ?? sessionStore.get()?.token;
            return token ? { Authorization: `Bearer ${token}` } : {};
          },
          // What is still on its way when the session ends here is cancelled, not answered 401.
          fetch(url, init) {
            const ended = sessionStore.endedSignal();
            const signal = init?.signal ? AbortSignal.any([init.signal, ended]) : ended;
            return fetch(url, { ...init, signal });
          },
        }),
      }),
    ],
  });
  return client;
}
