import type { Trpc } from '../../lib/trpc.ts';

// Kept apart from the page: the route's search and loader are part of the first load.
const QUARTER = /^20\d{2}-Q[1-4]$/;

/** `/transparency?period=2026-Q3`; the last 90 days when left out or unreadable. */
export function transparencySearch(raw: Record<string, unknown>): { period?: string } {
  return {
    period: typeof raw.period === 'string' && QUARTER.test(raw.period) ? raw.period : undefined,
  };
}

export function transparencyQuery(trpc: Trpc, period: string | undefined) {
  return {
    ...trpc.content.transparency.queryOptions({ period: period ?? '90d' }),
    // Counted from the records on each request: a few minutes old is fresh enough.
    staleTime: 5 * 60_000,
  };
}
