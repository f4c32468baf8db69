import { createElement, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import type { Language } from '@hercircle/shared/languages';
import { createI18n } from '../i18n/index.ts';
import { dateFormat, relativeTime, shortDate, useDates } from './dates.ts';

const now = new Date('2026-11-22T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();

describe('relative time', () => {
  it('follows the spec: just now, hours, days under a week, then a date', () => {
    expect(relativeTime(ago(5 * 60_000), now)).toBe('Just now');
    expect(relativeTime(ago(3_600_000), now)).toBe('1 hour ago');
    expect(relativeTime(ago(5 * 3_600_000), now)).toBe('5 hours ago');
    expect(relativeTime(ago(26 * 3_600_000), now)).toBe('1 day ago');
    expect(relativeTime(ago(6 * 86_400_000), now)).toBe('6 days ago');
    expect(relativeTime(ago(8 * 86_400_000), now)).toBe(shortDate(ago(8 * 86_400_000)));
  });

  it('writes dates in en-US short format', () => {
    expect(shortDate('2026-03-05T10:00:00Z')).toBe('Mar 5, 2026');
  });
});

describe('dateFormat', () => {
  it('makes one formatter per locale and options, and formats as Intl does', () => {
    const options = { month: 'short', day: 'numeric', timeZone: 'UTC' } as const;
    const format = dateFormat('en-US', options);
    expect(dateFormat('en-US', { ...options })).toBe(format);
    expect(dateFormat('en-GB', options)).not.toBe(format);
    expect(dateFormat('en-US', { ...options, timeZone: 'Asia/Tokyo' })).not.toBe(format);
    const at = new Date('2026-11-22T23:30:00Z');
    expect(format.format(at)).toBe(new Intl.DateTimeFormat('en-US', options).format(at));
    expect(format.format(at)).toBe('Nov 22');
  });
});

describe('dates in her language', () => {
  it('keeps English as the spec writes it, whether asked for or by default', () => {
    expect(shortDate('2026-03-05T10:00:00Z', 'UTC', 'en')).toBe('Mar 5, 2026');
    expect(relativeTime(ago(5 * 3_600_000), now, 'UTC', 'en')).toBe('5 hours ago');
    expect(relativeTime(ago(26 * 3_600_000), now, 'UTC', 'en')).toBe('1 day ago');
    // A language the site does not speak falls back to English.
    expect(shortDate('2026-03-05T10:00:00Z', 'UTC', 'fr')).toBe('Mar 5, 2026');
    expect(relativeTime(ago(5 * 60_000), now, 'UTC', 'fr')).toBe('Just now');
  });

  it('writes short dates in Spanish and Arabic, in the zone given', () => {
    expect(shortDate('2026-03-05T10:00:00Z', 'UTC', 'es')).toBe('5 mar 2026');
    expect(shortDate('2026-03-05T10:00:00Z', 'UTC', 'ar')).toBe('5 مارس 2026');
    expect(shortDate('2026-11-22T23:30:00Z', 'UTC', 'es')).toBe('22 nov 2026');
    expect(shortDate('2026-11-22T23:30:00Z', 'Asia/Tokyo', 'es')).toBe('23 nov 2026');
  });

  it('says relative times in Spanish, with the same thresholds', () => {
    const es = (ms: number) => relativeTime(ago(ms), now, 'UTC', 'es');
    expect(es(5 * 60_000)).toBe('Justo ahora');
    expect(es(3_600_000)).toBe('hace 1 hora');
    expect(es(5 * 3_600_000)).toBe('hace 5 horas');
    expect(es(23 * 3_600_000)).toBe('hace 23 horas');
    expect(es(26 * 3_600_000)).toBe('ayer');
    expect(es(2 * 86_400_000)).toBe('anteayer');
    expect(es(6 * 86_400_000)).toBe('hace 6 días');
    expect(es(8 * 86_400_000)).toBe('14 nov 2026');
  });

  it('says relative times in Arabic, with the same thresholds', () => {
    const ar = (ms: number) => relativeTime(ago(ms), now, 'UTC', 'ar');
    expect(ar(5 * 60_000)).toBe('الآن');
    expect(ar(3_600_000)).toBe('قبل ساعة واحدة');
    expect(ar(5 * 3_600_000)).toBe('قبل 5 ساعات');
    expect(ar(11 * 3_600_000)).toBe('قبل 11 ساعة');
    expect(ar(26 * 3_600_000)).toBe('أمس');
    expect(ar(2 * 86_400_000)).toBe('أول أمس');
    expect(ar(6 * 86_400_000)).toBe('قبل 6 أيام');
    expect(ar(8 * 86_400_000)).toBe('14 نوفمبر 2026');
  });
});

describe('useDates', () => {
  const inLanguage = (language: Language) =>
    function Wrapper({ children }: { children: ReactNode }) {
      return createElement(
        I18nextProvider,
        { i18n: createI18n(language) },
        createElement(QueryClientProvider, { client: new QueryClient() }, children),
      );
    };

  it('writes dates in the page’s language', () => {
    // Noon UTC: the same day in the zone the test runs in, whichever it is.
    const { result: es } = renderHook(() => useDates(), { wrapper: inLanguage('es') });
    expect(es.current.shortDate('2026-03-05T12:00:00Z')).toBe('5 mar 2026');
    expect(es.current.relativeTime(ago(5 * 3_600_000), now)).toBe('hace 5 horas');
    const { result: ar } = renderHook(() => useDates(), { wrapper: inLanguage('ar') });
    expect(ar.current.shortDate('2026-03-05T12:00:00Z')).toBe('5 مارس 2026');
    expect(ar.current.relativeTime(ago(30 * 60_000), now)).toBe('الآن');
    const { result: en } = renderHook(() => useDates(), { wrapper: inLanguage('en') });
    expect(en.current.shortDate('2026-03-05T12:00:00Z')).toBe('Mar 5, 2026');
    expect(en.current.relativeTime(ago(26 * 3_600_000), now)).toBe('1 day ago');
  });

  it('writes in UTC and her language while the server renders, as hydration will', () => {
    function When() {
      const dates = useDates();
      return `${dates.zone ?? ''} ${dates.shortDate('2026-11-22T23:30:00Z')}`;
    }
    expect(renderToString(createElement(inLanguage('es'), null, createElement(When)))).toBe(
      'UTC 22 nov 2026',
    );
  });
});
