const HOUR = 3_600_000;
const DAY = 24 * HOUR;

function plural(n: number, unit: string) {
  return `${n} ${unit}${n === 1 ? '' : 's'}`;
}

/** How old an account is, as the moderation queue says it: "5 hours", "3 days", "2 months". */
export function accountAge(createdAt: string, now = Date.now()): string {
  const age = Math.max(0, now - new Date(createdAt).getTime());
  if (age < HOUR) return 'under an hour';
  if (age < 2 * DAY) return plural(Math.floor(age / HOUR), 'hour');
  if (age < 60 * DAY) return plural(Math.floor(age / DAY), 'day');
  if (age < 730 * DAY) return plural(Math.floor(age / (30 * DAY)), 'month');
  return plural(Math.floor(age / (365 * DAY)), 'year');
}

/** Younger than a week: the age a pile-on's fresh accounts have, worth a moderator's eye. */
export function isYoungAccount(createdAt: string, now = Date.now()): boolean {
  return now - new Date(createdAt).getTime() < 7 * DAY;
}
