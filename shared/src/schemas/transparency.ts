import { z } from 'zod';

/**
 * The transparency report (issue 33, api.md "Fair process"): what members reported and what the
 * moderators did, for the last 90 days or a calendar quarter (UTC). Counts under 5 are never
 * given exactly, so that no one can be picked out of a small number.
 */

export const FEWER_THAN_5 = 'fewer than 5';
export const TRANSPARENCY_DEFAULT_PERIOD = '90d';
const QUARTER = /^(20\d{2})-Q([1-4])$/;
const DAY = 86_400_000;

/** A count as the report gives it: the number from 5 up, else "fewer than 5". */
export const smallCount = z.union([z.number().int().min(5), z.literal(FEWER_THAN_5)]);
export type SmallCount = z.infer<typeof smallCount>;

export function maskCount(n: number): SmallCount {
  return n < 5 ? FEWER_THAN_5 : n;
}

export const transparencyInput = z.object({
  period: z
    .string()
    .trim()
    .regex(/^(90d|20\d{2}-Q[1-4])$/, 'Choose 90d or a quarter such as 2026-Q3')
    .default(TRANSPARENCY_DEFAULT_PERIOD),
});

export const transparencyPeriod = z.object({
  /** `90d` or `YYYY-Qn`, as asked. */
  key: z.string(),
  /** Where the period starts (included) and ends (excluded). */
  from: z.string(),
  to: z.string(),
});

export const transparencyReport = z.object({
  period: transparencyPeriod,
  /** Reports made in the period, by category. */
  reports_by_category: z.record(z.string(), smallCount),
  /** Moderation decisions taken in the period, by the house rule they applied ("3. No hate"). */
  actions_by_rule: z.record(z.string(), smallCount),
  /** The same decisions, by what was done. */
  actions_by_kind: z.record(z.string(), smallCount),
  /** The share of those decisions taken by the site's rules alone (0 to 1, two places). */
  automated_share: z.number().min(0).max(1),
  /** Appeals made in the period. */
  appeals: smallCount,
  /** Appeals decided in the period that reversed the decision. */
  reversals: smallCount,
  /** From a report to its resolution, for the period's resolved reports; null when none is. */
  median_hours_to_first_action: z.number().nullable(),
});
export type TransparencyReport = z.infer<typeof transparencyReport>;

/** The quarter a moment falls in, as `YYYY-Qn` (UTC). */
export function quarterOf(at: Date): string {
  return `${at.getUTCFullYear()}-Q${Math.floor(at.getUTCMonth() / 3) + 1}`;
}

/** The quarter `at` falls in and the three before it, newest first. */
export function recentQuarters(at: Date): string[] {
  const year = at.getUTCFullYear();
  const quarter = Math.floor(at.getUTCMonth() / 3);
  return [0, 1, 2, 3].map((back) => {
    const q = quarter - back;
    return `${year + Math.floor(q / 4)}-Q${(((q % 4) + 4) % 4) + 1}`;
  });
}

/** The bounds of a period key; null for a key that is neither `90d` nor a quarter. */
export function periodBounds(key: string, now: Date): { from: Date; to: Date } | null {
  if (key === TRANSPARENCY_DEFAULT_PERIOD)
    return { from: new Date(now.getTime() - 90 * DAY), to: now };
  const match = QUARTER.exec(key);
  if (!match) return null;
  const year = Number(match[1]);
  const first = (Number(match[2]) - 1) * 3;
  return {
    from: new Date(Date.UTC(year, first, 1)),
    to: new Date(Date.UTC(year, first + 3, 1)),
  };
}

/** "Jul–Sep 2026" for `2026-Q3`. */
export function quarterLabel(key: string): string {
  const bounds = periodBounds(key, new Date(0));
  if (!bounds || key === TRANSPARENCY_DEFAULT_PERIOD) return key;
  const month = (d: Date) => d.toLocaleString('en-US', { month: 'short', timeZone: 'UTC' });
  const last = new Date(bounds.to.getTime() - DAY);
  return `${month(bounds.from)}–${month(last)} ${bounds.from.getUTCFullYear()}`;
}
