import { useSyncExternalStore } from 'react';

const subscribeNever = () => () => undefined;
const yes = () => true;
const no = () => false;

/**
 * False on the server and while the browser hydrates its HTML; true afterwards (and at once on a
 * part rendered afresh). What differs in the browser (the stored colour scheme,
 * lazily loaded parts) waits for it, so hydration meets exactly the HTML that was sent.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(subscribeNever, yes, no);
}
