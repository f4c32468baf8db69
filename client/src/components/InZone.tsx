import type { ReactNode } from 'react';
import { useDateZone } from '../lib/dates.ts';

/**
 * Text that shows a date, written in the zone `useDateZone` gives: UTC while the page hydrates
 * the server's HTML, then the reader's. Its own component, so that the switch re-renders the text
 * alone: read in a component higher up, the hydrated page redrew everything below it (the whole
 * group page, every post with its reaction chips) in one synchronous render on a phone.
 */
export function InZone({ children }: { children: (zone: string | undefined) => ReactNode }) {
  return children(useDateZone());
}
