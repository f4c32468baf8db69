import type { Trpc } from '../../lib/trpc.ts';
import { listSearch } from '../../lib/params.ts';
import { PAGE_SIZE } from './queries.ts';

const STATUSES = ['pending', 'upheld', 'reversed', 'all'] as const;

/** The appeals queue's URL: status (pending when left out; `all` for every one) and page. */
export const appealsSearch = listSearch({ status: STATUSES, page: 'page' });
export type AppealsSearch = ReturnType<typeof appealsSearch>;

export function appealsListQuery(trpc: Trpc, params: AppealsSearch) {
  const status = params.status ?? 'pending';
  return trpc.admin.fairProcess.appeals.queryOptions({
    status: status === 'all' ? undefined : status,
    page: params.page ?? 1,
    limit: PAGE_SIZE,
  });
}
