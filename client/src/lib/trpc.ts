import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import { QueryCache, QueryClient, MutationCache } from '@tanstack/react-query';
import type { AppRouter } from '@hercircle/server/router';
import { sessionStore } from './session.ts';
import type { Transport } from './trpc-transport.ts';
import { UNTYPED_CLIENT } from './trpc-client-stand-in.ts';
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

let transport: Promise<Transport> | null = null;

/**
 * The links (batched HTTP, the live stream's server-sent events) load with the first call: a page
 * that arrived with its data (/, /events) needs none of them until the visitor does something.
 * main.tsx starts loading them at once on every other page. A failed load is tried again by the
 * next call (a query's retry, say).
 */
export function loadTransport(): Promise<Transport> {
  transport ??= import('./trpc-transport.ts').then(
    (m) => m.createTransport(),
    (error: unknown) => {
      transport = null;
      throw error;
    },
  );
  return transport;
}

type Untyped = Transport['untyped'];

/** What the query options call: each call waits for the transport. */
const lazyClient: Pick<Untyped, 'query' | 'mutation' | 'subscription'> = {
  query: (path, input, opts) => loadTransport().then((t) => t.untyped.query(path, input, opts)),
  mutation: (path, input, opts) =>
    loadTransport().then((t) => t.untyped.mutation(path, input, opts)),
  subscription(path, input, opts) {
    let inner: ReturnType<Untyped['subscription']> | null = null;
    let stopped = false;
    loadTransport().then(
      (t) => {
        if (!stopped) inner = t.untyped.subscription(path, input, opts);
      },
      (error: unknown) => {
        if (!stopped) opts.onError?.(error as Parameters<NonNullable<typeof opts.onError>>[0]);
      },
    );
    return {
      unsubscribe() {
        stopped = true;
        inner?.unsubscribe();
      },
    };
  },
};

/** A call outside the query cache (signing out, the data export), once the transport is here. */
export async function trpcClient(): Promise<Transport['client']> {
  return (await loadTransport()).client;
}

export const queryClient = createQueryClient();
export const trpc = createTRPCOptionsProxy<AppRouter>({
  // A typed client to the options proxy is whatever carries its untyped client under this key.
  client: { [UNTYPED_CLIENT]: lazyClient } as unknown as Transport['client'],
  queryClient,
});
export type Trpc = typeof trpc;
