import { createTRPCClient, httpBatchLink, httpSubscriptionLink, splitLink } from '@trpc/client';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import { QueryCache, QueryClient, MutationCache } from '@tanstack/react-query';
import type { AppRouter } from '@hercircle/server/router';
import { sessionStore } from './session.ts';
import { errorStatus } from './errors.ts';

/** A 401 means the stored session is no longer valid: sign out locally. */
function onAnyError(error: unknown) {
  if (errorStatus(error) === 401 && sessionStore.get()) sessionStore.clear();
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: onAnyError }),
    mutationCache: new MutationCache({ onError: onAnyError }),
    defaultOptions: {
      queries: {
        // The spec: retry 3 times with exponential back-off capped at 30 s; keep the cache 5 minutes.
        retry: (failureCount, error) => {
          const status = errorStatus(error);
          if (status !== undefined && status >= 400 && status < 500 && status !== 429) return false;
          return failureCount < 3;
        },
        retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 30_000),
        gcTime: 5 * 60 * 1000,
        staleTime: 30 * 1000,
        refetchOnWindowFocus: false,
      },
    },
  });
}

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

export const trpcClient = createTRPCClient<AppRouter>({
  links: [
    splitLink({
      condition: (op) => op.type === 'subscription',
      // Live chat over server-sent events; EventSource cannot send headers, so the token rides along
      // as a connection parameter (the server keeps it out of its logs).
      true: httpSubscriptionLink({
        url: '/trpc',
        connectionParams: () => ({ token: sessionStore.get()?.token ?? '', stream: STREAM_ID }),
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

export const queryClient = createQueryClient();
export const trpc = createTRPCOptionsProxy<AppRouter>({ client: trpcClient, queryClient });
export type Trpc = typeof trpc;
