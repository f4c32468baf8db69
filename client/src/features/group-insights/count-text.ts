import type { SmallCount } from '@hercircle/shared';

/**
 * A figure as the dashboard shows it: the number in her language's digits (English as en-US), or
 * the server's "fewer than 5" in her words.
 */
export function countText(
  value: SmallCount | number,
  language: string,
  fewerThan5: string,
): string {
  return typeof value === 'number'
    ? value.toLocaleString(language === 'en' ? 'en-US' : language)
    : fewerThan5;
}
