import { sessionStore } from './session.ts';
import { trpcClient } from './trpc.ts';

/** How long signing out waits for the server before signing out on this device anyway. */
const SERVER_LOGOUT_TIMEOUT_MS = 3000;

/**
 * Ends the session on the server, then on this device. The call must leave while the token is
 * still stored (the request reads it when it is sent), so local state is cleared only after it
 * settles. A failure or a slow server must not keep anyone signed in here: the wait is short and
 * its outcome does not matter to the local sign-out.
 */
export async function signOut(): Promise<void> {
  if (sessionStore.get()) {
    const signal = AbortSignal.timeout(SERVER_LOGOUT_TIMEOUT_MS);
    await trpcClient()
      .then((client) => client.auth.logout.mutate(undefined, { signal }))
      .catch(() => undefined);
  }
  sessionStore.clear();
}
