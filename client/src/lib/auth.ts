import { createContext, useContext, useSyncExternalStore } from 'react';
import { sessionStore, type Session } from './session.ts';

/**
 * On the server: the session of the request a page is rendered for (entry-server.tsx). Unset in
 * the browser, where the stored session counts once hydrated.
 */
export const RequestSession = createContext<Session | null | undefined>(undefined);

export function useSession(): Session | null {
  const requestSession = useContext(RequestSession);
  return useSyncExternalStore(
    sessionStore.subscribe,
    () => sessionStore.get(),
    // Hydration meets the HTML's session: a member's on a page rendered for her, else nobody's.
    () => (requestSession === undefined ? sessionStore.rendered() : requestSession),
  );
}

export function initials(firstName: string, lastName: string): string {
  return `${firstName.trim().charAt(0)}${lastName.trim().charAt(0)}`.toUpperCase() || '?';
}
