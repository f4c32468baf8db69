import { createRouter, type RouterHistory } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { routeTree } from './routeTree.gen.ts';
import { queryClient as browserQueryClient, trpc, type Trpc } from './lib/trpc.ts';
import { sessionStore } from './lib/session.ts';
import { NotFound } from './components/NotFound.tsx';

/**
 * The browser makes one router over its own history; the prerender makes one per page over a
 * memory history, with a query client of its own, so pages never share state at build time or
 * between two requests.
 */
export function createAppRouter(prerender?: {
  history: RouterHistory;
  queryClient: QueryClient;
  /** The server's own procedures, for a page rendered with its data (entry-server.tsx). */
  trpc?: Trpc;
  /** Who the page is rendered for (entry-server.tsx); by default, nobody. */
  auth?: typeof sessionStore;
}) {
  return createRouter({
    routeTree,
    history: prerender?.history,
    context: {
      queryClient: prerender?.queryClient ?? browserQueryClient,
      trpc: prerender?.trpc ?? trpc,
      auth: prerender?.auth ?? sessionStore,
    },
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    // Rendered on a server, scroll restoration is an inline script, which the CSP refuses.
    scrollRestoration: !prerender,
    defaultNotFoundComponent: NotFound,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
