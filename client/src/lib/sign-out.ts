import type { QueryClient } from '@tanstack/react-query';
import { sessionStore } from './session.ts';
import { trpcClient } from './trpc.ts';
import { whenPageLiveOrSoon } from './use-page-title.ts';

/** How long signing out waits for the server before moving on. */
const SERVER_LOGOUT_TIMEOUT_MS = 3000;

/**
 * Signs out on this device, then ends the session on the server. In that order: clearing the
 * stored session cancels every read still on its way with her token and stops the live stream,
 * and the cache goes with it, so no read reaches the server with the token after it ended there
 * (it would be answered 401). The server call names the token itself (lib/trpc-transport.ts). A failure or a
 * slow server cannot keep anyone signed in here: the local sign-out has already happened.
 */
export async function signOut(queryClient: QueryClient): Promise<void> {
  // The top bar hydrates before the page below it: a Log out pressed in between would empty the
  // cache the page is still hydrating from, and it would hydrate as loading over the server's HTML
  // with her data (React #418). A moment at most.
  await whenPageLiveOrSoon();
  const session = sessionStore.get();
  sessionStore.clear();
  queryClient.clear();
  if (!session) return;
  const signal = AbortSignal.timeout(SERVER_LOGOUT_TIMEOUT_MS);
  await trpcClient()
    .then((client) =>
      client.auth.logout.mutate(undefined, { signal, context: { token: session.token } }),
    )
    .catch(() => undefined);
}
