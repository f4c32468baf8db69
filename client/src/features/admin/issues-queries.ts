import type { Trpc } from '../../lib/trpc.ts';

export const ADMIN_ISSUES_PAGE_SIZE = 20;

/** One page of the magazine's issues, drafts too: the admin list. */
export function adminIssuesQuery(trpc: Trpc, page: number) {
  return trpc.admin.issues.list.queryOptions({
    limit: ADMIN_ISSUES_PAGE_SIZE,
    offset: (page - 1) * ADMIN_ISSUES_PAGE_SIZE,
  });
}
