import { dateFormat } from '../../lib/dates.ts';

/**
 * Date and time of an event in the reader's own time zone (the browser's), via Intl; or in the
 * time zone given, as a page the server rendered shows it until the browser takes over.
 */
export function eventWhen(
  startsAt: string,
  endsAt: string,
  locale?: string,
  timeZone?: string,
): { date: string; time: string } {
  const start = new Date(startsAt);
  const end = new Date(endsAt);
  const date = dateFormat(locale, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone,
  });
  const time = dateFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone });
  const zone = dateFormat(locale, { timeZoneName: 'short', timeZone })
    .formatToParts(start)
    .find((p) => p.type === 'timeZoneName')?.value;
  const sameDay = date.format(start) === date.format(end);
  return {
    date: sameDay ? date.format(start) : `${date.format(start)} – ${date.format(end)}`,
    time: `${time.format(start)} – ${time.format(end)}${zone ? ` ${zone}` : ''}`,
  };
}

export interface EventTimes {
  date: string;
  time: string;
  /** Where the time is told: an online event in her zone, an in-person one where it happens. */
  where: 'yours' | 'there';
  /** Her own date and time beside an in-person event's, when the two differ. */
  hers: { date: string; time: string } | null;
}

/**
 * When an event is, for her. An online event is in her zone; an in-person one in the zone where it
 * happens (a Toronto meetup at 7 PM reads 7 PM EST), with hers beside it when the two differ.
 * `herZone`: her setting, undefined for the browser's zone, or null while it is not known yet
 * (the server's render and the browser's hydration of it, which show UTC for an online event).
 */
export function eventTimes(
  e: { starts_at: string; ends_at: string; timezone: string; is_online: boolean },
  herZone: string | null | undefined,
  locale = 'en-US',
): EventTimes {
  const yours = eventWhen(e.starts_at, e.ends_at, locale, herZone === null ? 'UTC' : herZone);
  if (e.is_online) return { ...yours, where: 'yours', hers: null };
  const there = eventWhen(e.starts_at, e.ends_at, locale, e.timezone);
  const start = new Date(e.starts_at);
  const zone = herZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  const same = herZone === null || wallTime(start, e.timezone) === wallTime(start, zone);
  return { ...there, where: 'there', hers: same ? null : yours };
}

/**
 * Her time beside an in-person event's: its date too when that is another day for her, joined as
 * her language writes a date and a time (`join`).
 */
export function hersBeside(
  { date, hers }: EventTimes,
  join: (date: string, time: string) => string = (d, t) => `${d}, ${t}`,
): string | null {
  if (!hers) return null;
  return hers.date === date ? hers.time : join(hers.date, hers.time);
}

/**
 * The instant of a wall-clock time (`2027-02-12T09:00`, as a datetime-local input holds it) in
 * a time zone: the organiser enters the time where the event happens.
 */
export function zonedToIso(local: string, timeZone: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local);
  if (!match) return local;
  const [, y, mo, d, h, mi] = match.map(Number) as number[];
  const guess = Date.UTC(y ?? 0, (mo ?? 1) - 1, d ?? 1, h ?? 0, mi ?? 0);
  const shown = wallTime(new Date(guess), timeZone);
  return new Date(guess - (Date.parse(`${shown}:00Z`) - guess)).toISOString();
}

/** An instant as a wall-clock time in a time zone, in datetime-local form. */
export function wallTime(at: Date, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  ) as Record<string, string>;
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

/** The spec's card: a free event reads Register Free, a priced one Get Tickets. */
export function isFree(priceLabel: string | null): boolean {
  return priceLabel === null || priceLabel.trim().toLowerCase() === 'free';
}

/**
 * The spec's card shows the first two speakers, and an ellipsis when there are more; `separator`
 * is her language's comma.
 */
export function speakersLine(speakers: readonly string[], separator = ', '): string {
  return speakers.slice(0, 2).join(separator) + (speakers.length > 2 ? `${separator}…` : '');
}

/** Her locale for an event's dates: English as en-US (the spec's), else her language. */
export const eventLocale = (language: string) => (language === 'en' ? 'en-US' : language);
