import { useEffect, useState } from 'react';
import { useBlocker } from '@tanstack/react-router';
import { whenPageLiveOrSoon } from '../lib/use-page-title.ts';

/**
 * Holds a navigation started while the first page is still hydrating until it is fully React's:
 * the top bar hydrates first, and a link or search pressed there mid-way made the router hand the
 * hydrating page the next page's matches, which throws in its boundary (TanStack/router#8306;
 * React recovers by rendering afresh, and reports an error). The wait is a moment at most, and
 * the gate opens for good once the page is live. Its own component: opening it redraws nothing else.
 */
export function HydrationGate() {
  const [live, setLive] = useState(false);
  useEffect(() => {
    void whenPageLiveOrSoon().then(() => setLive(true));
  }, []);
  useBlocker({
    shouldBlockFn: async () => {
      await whenPageLiveOrSoon();
      return false;
    },
    disabled: live,
    enableBeforeUnload: false,
  });
  return null;
}
