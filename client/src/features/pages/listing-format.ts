import { shortDate } from '../../lib/dates.ts';

/**
 * A content date (YYYY-MM-DD) read at noon UTC in UTC, so that no time zone moves it to another
 * day, in her language.
 */
export const dateOf = (d: string, language = 'en') => shortDate(`${d}T12:00:00Z`, 'UTC', language);
