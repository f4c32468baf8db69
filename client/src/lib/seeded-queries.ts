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
export function seededQueriesScript(queries: readonly SeededQuery[], readAt?: number): string {
  const json = JSON.stringify(queries).replace(/</g, '\\u003c');
  const at = readAt === undefined ? '' : ` data-read-at="${Math.trunc(readAt)}"`;
  return `<script type="application/json" id="${SEEDED_QUERIES_ID}"${at}>${json}</script>`;
}

let readAt: number | null = null;

/**
 * When the server began reading the answers this page came with (its clock, in ms), or null for
 * a page that came without: the tab's live stream asks for what happened since (features/live).
 */
export function seededReadAt(): number | null {
  return readAt;
}

/**
 * Puts the answers the server rendered the page with into the cache before the browser hydrates
 * it, so the first render meets the same data as the HTML. They count as fetched now: like any
 * answer, they are refetched once stale. True when the page came with answers.
 */
export function seedQueries(queryClient: QueryClient, doc: Document = document): boolean {
  const element = doc.getElementById(SEEDED_QUERIES_ID);
  if (!element?.textContent) return false;
  try {
    for (const { key, data } of JSON.parse(element.textContent) as SeededQuery[])
      queryClient.setQueryData(key, data);
    const at = Number((element as HTMLElement).dataset.readAt);
    if (Number.isSafeInteger(at) && at > 0) readAt = at;
    return true;
  } catch {
    // An unreadable seed only costs the requests it would have saved.
    return false;
  }
}
