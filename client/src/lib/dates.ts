import { useQueryClient } from '@tanstack/react-query';
import { trpc } from './trpc.ts';
import { useHydrated } from './use-hydrated.ts';

const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * An Intl.DateTimeFormat made once per locale and options: making one costs far more than using
 * it (a list of six events made 18 per render: ~30 ms on a slow phone, in the first paint's way).
 */
export function dateFormat(
  locale: string | undefined,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  const key = JSON.stringify([locale ?? null, options]);
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    formatters.set(key, format);
  }
  return format;
}

/** en-US short date, as the spec asks: "Nov 22, 2026"; in the reader's zone unless one is given. */
export function shortDate(iso: string, timeZone?: string): string {
  return dateFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone }).format(
    new Date(iso),
  );
}

/** The spec's relative time: Just now; N hours ago; N days ago under 7 days; otherwise a date. */
export function relativeTime(iso: string, now: Date = new Date(), timeZone?: string): string {
  const hours = Math.floor((now.getTime() - new Date(iso).getTime()) / 3_600_000);
  if (hours < 1) return 'Just now';
  if (hours < 24) return hours === 1 ? '1 hour ago' : `${hours} hours ago`;
  const days = Math.floor(hours / 24);
  if (days < 7) return days === 1 ? '1 day ago' : `${days} days ago`;
  return shortDate(iso, timeZone);
}

/**
 * The zone a component writes dates in: UTC while the server renders a page and while the browser
 * hydrates that HTML (the same text on both sides, whatever the reader's zone), then a member's own
 * (her setting, from the cache) or the browser's. Read without subscribing: an update to the
 * cache while the page hydrates would make React redraw it.
 */
export function useDateZone(): string | undefined {
  const hydrated = useHydrated();
  const queryClient = useQueryClient();
  if (!hydrated) return 'UTC';
  const stored = queryClient.getQueryData(trpc.users.preferences.queryKey());
  return stored?.preferences.time_zone ?? undefined;
}

/**
 * Her zone as far as it is known: null while the page hydrates the server's HTML (nothing of hers
 * is known there), then her setting, or undefined for the browser's own zone.
 */
export function useKnownZone(): string | null | undefined {
  const hydrated = useHydrated();
  const zone = useDateZone();
  return hydrated ? zone : null;
}
