import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isLanguage, type Language } from '@hercircle/shared/languages';
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

/** Her language as the dates know it: Spanish and Arabic, else English (the spec's). */
const dateLanguage = (language: string | undefined): Language =>
  isLanguage(language) ? language : 'en';

/** "Just now" in each language; the hours and days come from Intl.RelativeTimeFormat. */
const JUST_NOW: Record<Language, string> = { en: 'Just now', es: 'Justo ahora', ar: 'الآن' };

const relativeFormats = new Map<string, Intl.RelativeTimeFormat>();

function relativeFormat(language: string): Intl.RelativeTimeFormat {
  let format = relativeFormats.get(language);
  if (!format) {
    format = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
    relativeFormats.set(language, format);
  }
  return format;
}

/**
 * A short date: day, short month and year, in the reader's zone unless one is given. English is
 * en-US, as the spec asks ("Nov 22, 2026"); Spanish and Arabic as Intl writes them ("22 nov 2026").
 */
export function shortDate(iso: string, timeZone?: string, language = 'en'): string {
  const lng = dateLanguage(language);
  return dateFormat(lng === 'en' ? 'en-US' : lng, {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone,
  }).format(new Date(iso));
}

/**
 * The spec's relative time: Just now; N hours ago; N days ago under 7 days; otherwise a date.
 * English in the spec's words; Spanish and Arabic as Intl.RelativeTimeFormat says them ("ayer").
 */
export function relativeTime(
  iso: string,
  now: Date = new Date(),
  timeZone?: string,
  language = 'en',
): string {
  const lng = dateLanguage(language);
  const hours = Math.floor((now.getTime() - new Date(iso).getTime()) / 3_600_000);
  if (hours < 1) return JUST_NOW[lng];
  const days = Math.floor(hours / 24);
  if (lng === 'en') {
    if (hours < 24) return hours === 1 ? '1 hour ago' : `${hours} hours ago`;
    if (days < 7) return days === 1 ? '1 day ago' : `${days} days ago`;
  } else {
    if (hours < 24) return relativeFormat(lng).format(-hours, 'hour');
    if (days < 7) return relativeFormat(lng).format(-days, 'day');
  }
  return shortDate(iso, timeZone, lng);
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

/**
 * Dates in her language and zone: shortDate and relativeTime bound to useDateZone (UTC until the
 * page is hydrated) and the page's i18next language (the same on the server and in the browser),
 * so the server's HTML and the browser's first render write the same text.
 */
export function useDates(): {
  zone: string | undefined;
  language: Language;
  shortDate: (iso: string) => string;
  relativeTime: (iso: string, now?: Date) => string;
} {
  const zone = useDateZone();
  const { i18n } = useTranslation();
  const language = dateLanguage(i18n.language);
  return {
    zone,
    language,
    shortDate: (iso) => shortDate(iso, zone, language),
    relativeTime: (iso, now) => relativeTime(iso, now, zone, language),
  };
}
