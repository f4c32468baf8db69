import { REPORT_STATUSES, REPORT_TARGET_TYPES } from '@hercircle/shared/basics';
import type { Trpc } from '../../lib/trpc.ts';
import { listSearch } from '../../lib/params.ts';
import { PAGE_SIZE } from './queries.ts';

/** The moderation queue's URL: status (open when left out), type, group and page. */
export const reportsSearch = listSearch({
  status: REPORT_STATUSES,
  type: REPORT_TARGET_TYPES,
  group: 'text',
  page: 'page',
});
export type ReportsSearch = ReturnType<typeof reportsSearch>;

export function reportsListQuery(trpc: Trpc, params: ReportsSearch) {
  const group = Number(params.group);
  return trpc.moderation.reports.queryOptions({
    status: params.status ?? 'open',
    target_type: params.type,
    group_id: Number.isInteger(group) && group > 0 ? group : undefined,
    limit: PAGE_SIZE,
    offset: ((params.page ?? 1) - 1) * PAGE_SIZE,
  });
}
