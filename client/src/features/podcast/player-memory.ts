/**
 * Where she stopped in each episode, and her speed, kept in this browser (localStorage): a
 * visitor has no account to keep them in, nothing is written to the server every few seconds, and
 * a listening position is a device's state, like a paused video's. A private window forgets them.
 */
const positionKey = (episodeId: number) => `hercircle:podcast:position:${episodeId}`;
const SPEED_KEY = 'hercircle:podcast:speed';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage can be switched off: the player still plays, it only forgets.
    return null;
  }
}

export function savedPosition(episodeId: number): number {
  const value = Number(storage()?.getItem(positionKey(episodeId)));
  return Number.isFinite(value) && value > 0 ? value : 0;
}

export function savePosition(episodeId: number, seconds: number): void {
  try {
    if (seconds > 0) storage()?.setItem(positionKey(episodeId), seconds.toFixed(1));
    else storage()?.removeItem(positionKey(episodeId));
  } catch {
    // A full or blocked storage only means the place is not kept.
  }
}

export function savedSpeed(allowed: readonly number[]): number {
  const value = Number(storage()?.getItem(SPEED_KEY));
  return allowed.includes(value) ? value : 1;
}

export function saveSpeed(speed: number): void {
  try {
    storage()?.setItem(SPEED_KEY, String(speed));
  } catch {
    // As above.
  }
}
