import { useSyncExternalStore } from 'react';

/**
 * Toasts and dialogs (components/Overlays.tsx, about 37 kB gzipped with Mantine's Modal and
 * Notifications) are not part of a page's load: app-root.tsx mounts them when first needed, the
 * first toast shown or the first dialog opened, or, on a member's pages, once the page has been
 * idle a while. A toast raised before then waits in Mantine's store (lib/toasts.ts), and a dialog
 * for its host (whenOverlaysReady()).
 */
let wanted = false;
const listeners = new Set<() => void>();

/** Asks app-root.tsx to load and mount the overlays (once; later calls do nothing). */
export function wantOverlays() {
  if (wanted) return;
  wanted = true;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True once the overlays are wanted; false on the server. */
export function useOverlaysWanted(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
}

/** How long after the page's load event a member's page waits before loading the overlays. */
export const IDLE_DELAY_MS = 5000;

/**
 * Loads the overlays once the page has loaded, IDLE_DELAY_MS has passed and the main thread is
 * idle (or 2 s more have), so a member's first toast or dialog need not wait on the network
 * while the page's own load never carries them.
 */
export function loadOverlaysWhenIdle() {
  const whenIdle = () =>
    'requestIdleCallback' in window
      ? requestIdleCallback(wantOverlays, { timeout: 2000 })
      : wantOverlays();
  const start = () => setTimeout(whenIdle, IDLE_DELAY_MS);
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}

let markReady!: () => void;
const ready = new Promise<void>((resolve) => {
  markReady = resolve;
});

/** Called by Overlays once <ModalsProvider> has mounted (its listeners are set in effects that ran before). */
export function overlaysMounted() {
  markReady();
}

/**
 * Resolves once the dialogs host listens. Mantine's `modals` API sends window events to it, and
 * an event sent before it mounted is lost: the button would seem dead.
 */
export function whenOverlaysReady(): Promise<void> {
  wantOverlays();
  return ready;
}
