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

/** The spec's card shows the first two speakers, and an ellipsis when there are more. */
export function speakersLine(speakers: readonly string[]): string {
  return speakers.slice(0, 2).join(', ') + (speakers.length > 2 ? ', …' : '');
}

export function rsvpLabel(status: 'going' | 'interested' | 'waitlisted', position: number | null) {
  if (status === 'going') return "You're going";
  if (status === 'interested') return "You're interested";
  return `You're on the waitlist (#${position ?? '?'})`;
}
