import { createFileRoute, redirect } from '@tanstack/react-router';
import { stringSearch } from '../../lib/search.ts';
import { safeRedirect } from '../../lib/forms.ts';
import { AdminLoginPage } from '../../features/admin/AdminLoginPage.tsx';

export const Route = createFileRoute('/admin/login')({
  validateSearch: stringSearch('redirect'),
  // A signed-in admin has no use for the form: on to where she was going, before it renders. A
  // member who is not an admin sees it (with a word about her account) to sign in as one.
  beforeLoad: ({ context, search }) => {
    if (context.auth.get()?.user.role !== 'admin') return;
    const path = safeRedirect(search.redirect, '/admin/dashboard');
    const loops = (path.split(/[?#]/, 1)[0] ?? '') === '/admin/login';
    throw redirect({ href: loops ? '/admin/dashboard' : path, replace: true });
  },
  component: AdminLoginPage,
});
