import type { SmallCount } from '@hercircle/shared';

/** A figure as the dashboard shows it: the number, or the server's "fewer than 5". */
export function countText(value: SmallCount | number): string {
  return typeof value === 'number' ? value.toLocaleString('en-US') : value;
}
