import { createRootRouteWithContext, Outlet, useRouterState } from '@tanstack/react-router';
import type { RouterContext } from '../router.tsx';
import { SiteLayout } from '../components/SiteLayout.tsx';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootComponent,
});

function RootComponent() {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  // The admin portal has its own shell (sidebar layout); every other page shares the site's.
  if (pathname === '/admin' || pathname.startsWith('/admin/')) return <Outlet />;
  return (
    <SiteLayout>
      <Outlet />
    </SiteLayout>
  );
}
