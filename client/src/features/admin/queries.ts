import type { QueryClient } from '@tanstack/react-query';
import type { Trpc } from '../../lib/trpc.ts';
import { listSearch } from '../../lib/params.ts';
import { AUDIT_ACTIONS, AUDIT_ENTITIES } from './audit-labels.ts';

export const PAGE_SIZE = 20;

/** An admin table's search, filters, sort and page as the URL holds them (defaults left out). */
export interface AdminListSearch<K extends string = string> {
  search?: string;
  status?: string;
  role?: string;
  page?: number;
  sort?: K;
  dir?: 'asc' | 'desc';
}

/** The server input for the page of an admin table that `params` names. */
function listInput<K extends string>(params: AdminListSearch<K>, defaultSort: K) {
  return {
    search: params.search ?? '',
    sort: params.sort ?? defaultSort,
    direction: params.dir ?? 'desc',
    limit: PAGE_SIZE,
    offset: ((params.page ?? 1) - 1) * PAGE_SIZE,
  };
}

const ACTIVE = ['active', 'inactive'] as const;
const DIRECTIONS = ['asc', 'desc'] as const;

// Each admin table: what its URL may hold (the route's validateSearch) and the server input that
// the route's loader and the page both ask for.

export const usersSearch = listSearch({
  search: 'text',
  status: ACTIVE,
  role: ['user', 'admin'] as const,
  page: 'page',
  sort: ['name', 'email', 'createdAt', 'role', 'status'] as const,
  dir: DIRECTIONS,
});
export type UsersSearch = ReturnType<typeof usersSearch>;
export function usersListQuery(trpc: Trpc, params: UsersSearch) {
  return trpc.admin.users.list.queryOptions({
    ...listInput(params, 'createdAt'),
    status: params.status,
    role: params.role,
  });
}

export const communitiesSearch = listSearch({
  search: 'text',
  status: ACTIVE,
  page: 'page',
  sort: ['name', 'memberCount', 'createdAt', 'status'] as const,
  dir: DIRECTIONS,
});
export type CommunitiesSearch = ReturnType<typeof communitiesSearch>;
export function communitiesListQuery(trpc: Trpc, params: CommunitiesSearch) {
  return trpc.admin.communities.list.queryOptions({
    ...listInput(params, 'createdAt'),
    status: params.status,
  });
}

export const storiesSearch = listSearch({
  search: 'text',
  status: ['draft', 'published', 'archived', 'declined'] as const,
  page: 'page',
  sort: ['title', 'createdAt', 'publishedAt', 'status'] as const,
  dir: DIRECTIONS,
});
export type StoriesSearch = ReturnType<typeof storiesSearch>;
export function storiesListQuery(trpc: Trpc, params: StoriesSearch) {
  return trpc.admin.stories.list.queryOptions({
    ...listInput(params, 'createdAt'),
    status: params.status,
  });
}

export const outboxSearch = listSearch({
  search: 'text',
  status: ['queued', 'sent', 'failed'] as const,
  page: 'page',
});
export type OutboxSearch = ReturnType<typeof outboxSearch>;
/** The outbox is always newest first: only its filters and page come from the URL. */
export function outboxListQuery(trpc: Trpc, params: OutboxSearch) {
  return trpc.admin.outbox.list.queryOptions({
    search: params.search ?? '',
    status: params.status,
    limit: PAGE_SIZE,
    offset: ((params.page ?? 1) - 1) * PAGE_SIZE,
  });
}

/** The inbox shows the latest 50 of each. */
export const INBOX_PAGE = { limit: 50, offset: 0 };

export const inboxSearch = listSearch({
  search: 'text',
  status: ['open', 'handled'] as const,
});
export type InboxSearch = ReturnType<typeof inboxSearch>;
/** The contact messages the inbox's search and filter name, newest 50. */
export function contactMessagesQuery(trpc: Trpc, params: InboxSearch) {
  return trpc.admin.inbox.contactMessages.queryOptions({
    ...INBOX_PAGE,
    search: params.search ?? '',
    status: params.status,
  });
}

export const AUDIT_PAGE_SIZE = 50;
/** The audit log's filters in the URL: `search` is the actor (part of her email or name). */
export const auditSearch = listSearch({
  search: 'text',
  action: AUDIT_ACTIONS,
  entity: AUDIT_ENTITIES,
  page: 'page',
});
export type AuditSearch = ReturnType<typeof auditSearch>;
export function auditLogQuery(trpc: Trpc, params: AuditSearch) {
  return trpc.admin.auditLog.queryOptions({
    actor: params.search ?? '',
    action: params.action ?? '',
    entity: params.entity ?? '',
    limit: AUDIT_PAGE_SIZE,
    offset: ((params.page ?? 1) - 1) * AUDIT_PAGE_SIZE,
  });
}

/** The dashboard's three panels, as DashboardPage reads them; both /admin and /admin/dashboard show it. */
export function loadDashboard({ queryClient, trpc }: { queryClient: QueryClient; trpc: Trpc }) {
  void queryClient.prefetchQuery(trpc.admin.stats.queryOptions());
  void queryClient.prefetchQuery(trpc.admin.recentActivity.queryOptions());
  void queryClient.prefetchQuery(trpc.admin.activity.queryOptions());
}
