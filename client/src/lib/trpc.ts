import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import { QueryCache, QueryClient, MutationCache } from '@tanstack/react-query';
import type { AppRouter } from '@hercircle/server/router';
import { sessionStore } from './session.ts';
import { createTransport } from './trpc-transport.ts';
import { errorStatus } from './error-status.ts';

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

/** The browser's client: batched HTTP for queries and mutations, server-sent events for live. */
const client = createTransport();

/** A call outside the query cache (signing out, the data export). */
export async function trpcClient(): Promise<typeof client> {
  return client;
}

export const queryClient = createQueryClient();
export const trpc = createTRPCOptionsProxy<AppRouter>({ client, queryClient });
export type Trpc = typeof trpc;
