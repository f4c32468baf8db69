import { createFileRoute } from '@tanstack/react-router';
import { DashboardPage } from '../../../features/admin/DashboardPage.tsx';

export const Route = createFileRoute('/admin/_portal/dashboard')({ component: DashboardPage });
