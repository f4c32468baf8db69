import { useSyncExternalStore } from 'react';

/** Chromium's install offer (not in TypeScript's DOM types: it is not a standard). */
interface InstallOffer extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export type InstallState =
  /** The browser offers to install the app: a button can ask it to. */
  | 'offered'
  /** The app is open as an installed app, or was installed just now. */
  | 'installed'
  /** Nothing offered (Safari, Firefox, or a browser that has not decided yet): say how. */
  | 'manual';

let offer: InstallOffer | null = null;
let installed = false;
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

/**
 * Keeps the browser's install offer from the moment the page loads: the event fires once, often
 * before the home page's banner is drawn. Called once from the browser's entry.
 */
export function listenForInstallOffer(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    // The banner asks instead of the browser's own mini-infobar.
    event.preventDefault();
    offer = event as InstallOffer;
    changed();
  });
  window.addEventListener('appinstalled', () => {
    offer = null;
    installed = true;
    changed();
  });
}

function current(): InstallState {
  if (installed || window.matchMedia('(display-mode: standalone)').matches) return 'installed';
  return offer ? 'offered' : 'manual';
}

/** What the browser allows now; the server's page (and its hydration) says how to install. */
export function useInstallState(): InstallState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    current,
    () => 'manual',
  );
}

/** Asks the browser to install the app; the offer can be used once. */
export async function install(): Promise<void> {
  const used = offer;
  if (!used) return;
  offer = null;
  await used.prompt();
  const { outcome } = await used.userChoice;
  if (outcome === 'accepted') installed = true;
  changed();
}
