/** Suspended accounts (api.md "Reports and moderation"): the texts the server and the client show. */

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/**
 * "30 November 2026, 14:05 UTC": one way on both sides and in every locale, so the API's refusal
 * and the banner name the same moment.
 */
export function formatSuspensionEnd(iso: string): string {
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}, ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())} UTC`;
}

/** The refusal of every write of a suspended member. */
export function suspendedMessage(iso: string): string {
  return `Your account is suspended until ${formatSuspensionEnd(iso)}`;
}
