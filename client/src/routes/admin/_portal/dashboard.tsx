import { createFileRoute } from '@tanstack/react-router';
import { DashboardPage } from '../../../features/admin/DashboardPage.tsx';
import { loadDashboard } from '../../../features/admin/queries.ts';

export const Route = createFileRoute('/admin/_portal/dashboard')({
  loader: ({ context }) => loadDashboard(context),
  component: DashboardPage,
});
