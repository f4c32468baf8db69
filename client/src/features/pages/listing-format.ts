import { shortDate } from '../../lib/dates.ts';

/** Counts as the listing pages print them: 12,400. */
export const count = (n: number) => n.toLocaleString('en-US');

/** A content date (YYYY-MM-DD) read at noon UTC, so that no time zone moves it to another day. */
export const dateOf = (d: string) => shortDate(`${d}T12:00:00Z`);
