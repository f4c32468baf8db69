import { createFileRoute } from '@tanstack/react-router';
import { redirectSearch } from '../../lib/search.ts';
import { sendAdminsOn } from '../../lib/guest-only.ts';
import { AdminLoginPage } from '../../features/admin/AdminLoginPage.tsx';

export const Route = createFileRoute('/admin/login')({
  validateSearch: redirectSearch,
  beforeLoad: ({ context, search }) => sendAdminsOn(context.auth, search),
  component: AdminLoginPage,
});
