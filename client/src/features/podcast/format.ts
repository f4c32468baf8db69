/** A time in the player: m:ss, or h:mm:ss past an hour. */
export function clock(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const ss = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
}

/**
 * An episode's length in a list: minutes, or seconds for a short one; the page says it in her
 * language ("42 min", "25 sec").
 */
export function episodeLength(seconds: number): { unit: 'minutes' | 'seconds'; count: number } {
  if (seconds < 60) return { unit: 'seconds', count: Math.round(seconds) };
  return { unit: 'minutes', count: Math.round(seconds / 60) };
}

/** The speeds as the menu shows them, with her language's decimals: "0.75×", "1×", "1,5×". */
export const speedLabel = (speed: number, language = 'en') =>
  `${new Intl.NumberFormat(language).format(speed)}×`;
