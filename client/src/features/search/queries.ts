import type { Trpc } from '../../lib/trpc.ts';
import { listSearch } from '../../lib/params.ts';

/** The /search tabs after All (All is the default, so it never shows in the URL). */
export const SEARCH_TABS = ['groups', 'posts', 'stories', 'members'] as const;
export type SearchTab = (typeof SEARCH_TABS)[number];

export const SEARCH_PAGE_SIZE = 20;

/** The /search page's words, tab and page, as the URL holds them. */
export interface SearchPageSearch {
  q?: string;
  type?: SearchTab;
  page?: number;
}

export const searchPageSearch: (raw: Record<string, unknown>) => SearchPageSearch = listSearch({
  q: 'text',
  type: SEARCH_TABS,
  page: 'page',
});

/** One page of results: loaded by the route, read by the page (enabled only with words). */
export function searchQuery(trpc: Trpc, { q = '', type, page = 1 }: SearchPageSearch) {
  return trpc.search.query.queryOptions({
    q,
    type: type ?? 'all',
    limit: SEARCH_PAGE_SIZE,
    offset: (page - 1) * SEARCH_PAGE_SIZE,
  });
}
