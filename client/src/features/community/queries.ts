import { GROUP_CATEGORIES, PAGE_SIZES, type GroupCategory } from '@hercircle/shared/basics';
import type { Trpc } from '../../lib/trpc.ts';
import { listSearch } from '../../lib/params.ts';

/** The community list's filters and page, as the URL holds them (defaults left out). */
export interface GroupListSearch {
  search?: string;
  category?: GroupCategory;
  page?: number;
}

/** The /community route's validateSearch (typed here: the page reads the route's own types). */
export const groupListSearch: (raw: Record<string, unknown>) => GroupListSearch = listSearch({
  search: 'text',
  category: GROUP_CATEGORIES,
  page: 'page',
});

/** One page of groups: loaded by the /community route, read by the list. */
export function groupListQuery(trpc: Trpc, { search, category, page = 1 }: GroupListSearch) {
  return trpc.community.list.queryOptions({
    search,
    category,
    limit: PAGE_SIZES.groups,
    offset: (page - 1) * PAGE_SIZES.groups,
  });
}
