import { useRef } from 'react';

/** A fresh idempotency key. getRandomValues, unlike randomUUID, works on plain-HTTP origins too. */
function newKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) =>
    b.toString(16).padStart(2, '0'),
  ).join('');
}

/**
 * The Idempotency-Key of one draft (a post or a reply): made when the draft is first sent, the same
 * for every retry of it (a double click, a retry after a lost answer), new once it is stored.
 */
export function useDraftKey() {
  const key = useRef<string | null>(null);
  return {
    current: () => (key.current ??= newKey()),
    stored: () => {
      key.current = null;
    },
  };
}
