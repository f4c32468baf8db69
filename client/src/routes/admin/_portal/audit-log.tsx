import { createFileRoute } from '@tanstack/react-router';
import { AuditLogPage } from '../../../features/admin/AuditLogPage.tsx';
import { auditLogQuery, auditSearch } from '../../../features/admin/queries.ts';

export const Route = createFileRoute('/admin/_portal/audit-log')({
  validateSearch: auditSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient, trpc }, deps }) => {
    void queryClient.prefetchQuery(auditLogQuery(trpc, deps));
  },
  component: AuditLogPage,
});
