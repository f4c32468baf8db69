import { useSyncExternalStore } from 'react';

const subscribeNever = () => () => undefined;
const yes = () => true;
const no = () => false;

/**
 * False in the build's prerender and while the browser hydrates that HTML; true afterwards (and
 * at once on a page rendered afresh). What differs in the browser (the stored colour scheme,
 * lazily loaded parts) waits for it, so hydration meets exactly the HTML that was sent.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(subscribeNever, yes, no);
}
