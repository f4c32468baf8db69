import type { QueryClient, QueryKey } from '@tanstack/react-query';

/** A query's answer that came with a page the server rendered with its data. */
export interface SeededQuery {
  key: QueryKey;
  data: unknown;
}

/** The element that carries them: JSON, which the browser never runs (no CSP exception needed). */
export const SEEDED_QUERIES_ID = 'hc-queries';

/**
 * The script element for a page's HTML. `<` is escaped, so text a member wrote (an event's
 * description, say) can never close the element and start markup of its own.
 */
export function seededQueriesScript(queries: readonly SeededQuery[]): string {
  const json = JSON.stringify(queries).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${SEEDED_QUERIES_ID}">${json}</script>`;
}

/**
 * Puts the answers the server rendered the page with into the cache before the browser hydrates
 * it, so the first render meets the same data as the HTML. They count as fetched now: like any
 * answer, they are refetched once stale.
 */
export function seedQueries(queryClient: QueryClient, doc: Document = document): void {
  const element = doc.getElementById(SEEDED_QUERIES_ID);
  if (!element?.textContent) return;
  try {
    for (const { key, data } of JSON.parse(element.textContent) as SeededQuery[])
      queryClient.setQueryData(key, data);
  } catch {
    // An unreadable seed only costs the requests it would have saved.
  }
}
