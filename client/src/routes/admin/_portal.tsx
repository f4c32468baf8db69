import { createFileRoute, redirect } from '@tanstack/react-router';
import { AdminLayout } from '../../features/admin/AdminLayout.tsx';

/** The admin portal: signed-out or non-admin visitors go to /admin/login and come back after. */
export const Route = createFileRoute('/admin/_portal')({
  beforeLoad: ({ context, location }) => {
    const session = context.auth.get();
    if (!session || session.user.role !== 'admin')
      throw redirect({ to: '/admin/login', search: { redirect: location.href } });
  },
  component: AdminLayout,
});
