import { TRPCClientError, type OperationLink, type TRPCLink } from '@trpc/client';
import type { AnyRouter } from '@trpc/server';
import { observable, type Unsubscribable } from '@trpc/server/observable';

/**
 * A link whose code is loaded when its first operation comes: the live stream's link and the
 * server-sent-events reader it brings (3.5 kB gzipped) leave the first load of every page, which
 * is 2.2 kB smaller (trpc-live-link.ts). A failed load fails that operation; the next one tries
 * again.
 */
export function lazyLink<TRouter extends AnyRouter>(
  load: () => Promise<TRPCLink<TRouter>>,
): TRPCLink<TRouter> {
  return (runtime) => {
    let loading: Promise<OperationLink<TRouter>> | undefined;
    return ({ op, next }) =>
      observable((observer) => {
        let subscription: Unsubscribable | undefined;
        let closed = false;
        loading ??= load().then(
          (link) => link(runtime),
          (error: unknown) => {
            loading = undefined;
            throw error;
          },
        );
        loading.then(
          (operationLink) => {
            if (!closed) subscription = operationLink({ op, next }).subscribe(observer);
          },
          (error: unknown) =>
            observer.error(
              TRPCClientError.from(error instanceof Error ? error : new Error(String(error))),
            ),
        );
        return () => {
          closed = true;
          subscription?.unsubscribe();
        };
      });
  };
}
