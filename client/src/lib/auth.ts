import { useSyncExternalStore } from 'react';
import { sessionStore, type Session } from './session.ts';

export function useSession(): Session | null {
  return useSyncExternalStore(
    sessionStore.subscribe,
    () => sessionStore.get(),
    () => null,
  );
}

export function initials(firstName: string, lastName: string): string {
  return `${firstName.trim().charAt(0)}${lastName.trim().charAt(0)}`.toUpperCase() || '?';
}
