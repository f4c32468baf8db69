import { createRootRouteWithContext, Outlet, useRouterState } from '@tanstack/react-router';
import type { RouterContext } from '../router.tsx';
import { SiteLayout } from '../components/SiteLayout.tsx';
import { siteQueryOptions } from '../lib/use-page-title.ts';

export const Route = createRootRouteWithContext<RouterContext>()({
  // Every page's title carries the site's name.
  loader: ({ context: { queryClient, trpc } }) =>
    void queryClient.prefetchQuery(siteQueryOptions(trpc)),
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
