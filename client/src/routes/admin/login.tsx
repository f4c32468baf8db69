import { createFileRoute } from '@tanstack/react-router';
import { stringSearch } from '../../lib/search.ts';
import { AdminLoginPage } from '../../features/admin/AdminLoginPage.tsx';

export const Route = createFileRoute('/admin/login')({
  validateSearch: stringSearch('redirect'),
  component: AdminLoginPage,
});
