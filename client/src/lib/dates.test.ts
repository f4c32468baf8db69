import { describe, expect, it } from 'vitest';
import { dateFormat, relativeTime, shortDate } from './dates.ts';

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
