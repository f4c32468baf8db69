import { useSyncExternalStore } from 'react';
import { sessionStore, type Session } from './session.ts';

export function useSession(): Session | null {
  return useSyncExternalStore(
    sessionStore.subscribe,
    () => sessionStore.get(),
    // Hydration meets the HTML's session: a member's on a page rendered for her, else nobody's.
    () => sessionStore.rendered(),
  );
}

export function initials(firstName: string, lastName: string): string {
  return `${firstName.trim().charAt(0)}${lastName.trim().charAt(0)}`.toUpperCase() || '?';
}
