import {
  createTRPCClient,
  httpBatchLink,
  httpSubscriptionLink,
  splitLink,
  type TRPCLink,
} from '@trpc/client';
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

/** Set on a call made while she is signed in: aborted once that session ends on this device. */
function sessionOf(context: Record<string, unknown>): AbortSignal | undefined {
  return context.session instanceof AbortSignal ? context.session : undefined;
}

/**
 * Marks each call made while she is signed in with her session here. Calls wait a moment to be
 * batched: one made as she signs out (a page's effect in the same tick as Log out) must not leave
 * afterwards without her token, to be answered 401.
 */
const sessionBound: TRPCLink<AppRouter> =
  () =>
  ({ op, next }) =>
    op.type === 'subscription' || tokenOf(op.context) !== undefined || !sessionStore.get()
      ? next(op)
      : next({ ...op, context: { ...op.context, session: sessionStore.endedSignal() } });

/** Thrown instead of sending calls that were all made in a session that has ended since. */
class SessionEndedBeforeSent extends Error {
  override name = 'AbortError';
}

/**
 * The client that talks to the server: batched HTTP for queries and mutations, server-sent events
 * for the live stream.
 */
export function createTransport() {
  const client = createTRPCClient<AppRouter>({
    links: [
      sessionBound,
      splitLink({
        condition: (op) => op.type === 'subscription',
        // Live chat over server-sent events; EventSource cannot send headers, so the token rides
        // along as a connection parameter (the server keeps it out of its logs).
        true: httpSubscriptionLink({
          url: '/trpc',
          connectionParams: () => ({ token: sessionStore.get()?.token ?? '', stream: STREAM_ID }),
        }),
        false: splitLink({
          // A call that names its token (signing out, lib/sign-out.ts, which has cleared the
          // stored one first) is sent alone, with that token.
          condition: (op) => tokenOf(op.context) !== undefined,
          true: httpBatchLink({
            url: '/trpc',
            maxItems: 1,
            headers: ({ opList }) => ({ Authorization: `Bearer ${tokenOf(opList[0].context)}` }),
          }),
          false: httpBatchLink({
            url: '/trpc',
            maxItems: MAX_BATCH,
            headers({ opList }) {
              if (opList.every((op) => sessionOf(op.context)?.aborted))
                throw new SessionEndedBeforeSent('Signed out before this call was sent');
              const token = sessionStore.get()?.token;
              return token ? { Authorization: `Bearer ${token}` } : {};
            },
            // A read still on its way when the session ends here is cancelled, not answered 401.
            // A write already sent is left to finish: its answer may still matter to the page.
            fetch(url, init) {
              if (init?.method !== 'GET') return fetch(url, init);
              const ended = sessionStore.endedSignal();
              const signal = init.signal ? AbortSignal.any([init.signal, ended]) : ended;
              return fetch(url, { ...init, signal });
            },
          }),
        }),
      }),
    ],
  });
  return client;
}
