import type { ReactNode } from 'react';
import { DirectionProvider } from '@mantine/core';
import { createRootRouteWithContext, Outlet, useRouterState } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { RouterContext } from '../router-context.ts';
import { SiteLayout } from '../components/SiteLayout.tsx';
import { HydrationGate } from '../components/HydrationGate.tsx';
import { siteQueryOptions } from '../lib/use-page-title.ts';
// The headings' font, the same file its stylesheet names (Vite emits one asset for both).
import headingFont from '@fontsource/fraunces/files/fraunces-latin-600-normal.woff2?url';

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
    links: [
      { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
      // The installable app (vite.config.ts builds the manifest and the service worker).
      { rel: 'manifest', href: '/manifest.webmanifest' },
      { rel: 'apple-touch-icon', href: '/icons/apple-touch-icon.png' },
      // Found only once the stylesheet is parsed otherwise: the first screen's headings wait for it.
      {
        rel: 'preload',
        href: headingFont,
        as: 'font',
        type: 'font/woff2',
        crossOrigin: 'anonymous',
      },
    ],
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
  component: RootComponent,
});

function RootComponent() {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  // The admin portal has its own shell (sidebar layout); every other page shares the site's.
  if (pathname === '/admin' || pathname.startsWith('/admin/'))
    return (
      <AdminFrame>
        <HydrationGate />
        <Outlet />
      </AdminFrame>
    );
  return (
    <SiteLayout>
      <HydrationGate />
      <Outlet />
    </SiteLayout>
  );
}

/**
 * The admin portal speaks English only (issue 34 translates the members' site): in a Spanish or
 * Arabic page it is marked English and laid out left to right, for screen readers and Mantine alike.
 */
function AdminFrame({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  if (i18n.language === 'en') return children;
  return (
    <DirectionProvider initialDirection="ltr" detectDirection={false}>
      <div lang="en" dir="ltr">
        {children}
      </div>
    </DirectionProvider>
  );
}
