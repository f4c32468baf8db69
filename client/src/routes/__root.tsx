import { useState } from 'react';
import {
  createRootRouteWithContext,
  HeadContent,
  Outlet,
  Scripts,
  useRouterState,
} from '@tanstack/react-router';
import type { RouterContext } from '../router.tsx';
import { AppRoot } from '../app-root.tsx';
import { SiteLayout } from '../components/SiteLayout.tsx';
import { PageTitle, PageTitleSink, siteQueryOptions } from '../lib/use-page-title.ts';

export const Route = createRootRouteWithContext<RouterContext>()({
  head: () => ({
    meta: [
      { charSet: 'UTF-8' },
      { name: 'viewport', content: 'width=device-width, initial-scale=1.0' },
      {
        name: 'description',
        content: 'HerCircle: stories, circles and support for women, by women.',
      },
      { name: 'theme-color', content: '#86305f' },
    ],
    links: [{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }],
  }),
  loader: ({ context: { auth, queryClient, trpc } }) => {
    // Every page's title carries the site's name.
    void queryClient.prefetchQuery(siteQueryOptions(trpc));
    // A member's settings decide what her pages show (Quick exit, posts behind content notes):
    // read with the page, so a page the server renders for her carries them, and her browser does
    // not redraw every post with a content note when they arrive after it has hydrated. Read once:
    // her settings page writes them into the cache, so moving between pages asks nothing again.
    if (auth.get())
      void queryClient
        .ensureQueryData(trpc.users.preferences.queryOptions())
        .catch(() => undefined);
  },
  component: RootDocument,
});

/** The whole document: the server renders it for each request and the browser hydrates it. */
function RootDocument() {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  // Filled by the page's usePageTitle as it renders; the <title> after it reads it.
  const [titleSink] = useState(() => ({ title: null as string | null }));
  return (
    // first-paint.js sets the stored colour scheme before React runs.
    <html lang="en" data-mantine-color-scheme="light" suppressHydrationWarning>
      <head>
        {/* Blocking, before the stylesheets: the first paint is in her colour scheme. */}
        <script src="/first-paint.js" />
        <HeadContent />
      </head>
      <body>
        <div id="root">
          <AppRoot>
            <PageTitleSink value={titleSink}>
              {/* The admin portal has its own shell (sidebar layout); every other page shares the site's. */}
              {pathname === '/admin' || pathname.startsWith('/admin/') ? (
                <Outlet />
              ) : (
                <SiteLayout>
                  <Outlet />
                </SiteLayout>
              )}
              <PageTitle sink={titleSink} />
            </PageTitleSink>
          </AppRoot>
        </div>
        <Scripts />
      </body>
    </html>
  );
}
