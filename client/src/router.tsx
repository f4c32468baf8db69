import { createRouter } from '@tanstack/react-router';
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query';
import type { QueryClient } from '@tanstack/react-query';
import type { SessionUser } from '@hercircle/shared';
import { pickLanguage, type Language } from '@hercircle/shared/languages';
import { routeTree } from './routeTree.gen.ts';
import { queryClient as browserQueryClient, trpc as browserTrpc, type Trpc } from './lib/trpc.ts';
import { sessionStore, type Session } from './lib/session.ts';
import { setReadAt } from './lib/read-at.ts';
import { NotFound } from './components/NotFound.tsx';
import { Document } from './document.tsx';

/** A page rendered on the server: its own query client and procedures, for one request. */
export interface ServerRender {
  queryClient: QueryClient;
  /** The server's procedures, called in process (entry-server.tsx). */
  trpc: Trpc;
  session: Session | null;
  /** This response's CSP nonce: the router's hydration scripts carry it. */
  nonce: string;
  /** When the render began (the server's clock): her live stream asks for what happened since. */
  readAt: number;
  /** Her language (the footer's choice, else her browser's). */
  language: Language;
}

/** What the server's HTML tells the browser beside the router's own state and the queries. */
interface Rendered {
  readAt: number;
  member: SessionUser | null;
}

/**
 * The browser makes one router; the server one per request (entry-server.tsx), so two requests
 * never share a query cache or a session.
 */
export function createAppRouter(server?: ServerRender) {
  const queryClient = server?.queryClient ?? browserQueryClient;
  const router = createRouter({
    routeTree,
    context: {
      queryClient,
      trpc: server?.trpc ?? browserTrpc,
      auth: server ? { get: () => server.session } : sessionStore,
      // The browser takes the language the server rendered the page in.
      language: server?.language ?? pickLanguage(document.documentElement.lang),
    },
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
    defaultNotFoundComponent: NotFound,
    // The document around every page (the component tests render the route tree without it).
    InnerWrap: Document,
    ssr: server ? { nonce: server.nonce } : undefined,
    // The loaders start their queries without waiting for them (a navigation in the browser shows
    // the page at once); the server waits for them here, so the HTML carries the page's data.
    dehydrate: server
      ? async (): Promise<Rendered> => {
          await settle(queryClient);
          return { readAt: server.readAt, member: server.session?.user ?? null };
        }
      : undefined,
    hydrate: (rendered: Rendered) => {
      setReadAt(rendered.readAt);
      sessionStore.adoptRendered(rendered.member);
    },
  });
  setupRouterSsrQueryIntegration({
    router,
    queryClient,
    // A failed answer stays out of the HTML: the browser asks again.
    dehydrateOptions: { shouldDehydrateQuery: (query) => query.state.status === 'success' },
  });
  return router;
}

/** Waits for every query in flight, and for those they start (the group, then its posts). */
async function settle(queryClient: QueryClient): Promise<void> {
  const cache = queryClient.getQueryCache();
  for (let round = 0; round < 4; round += 1) {
    const fetching = cache.getAll().filter((q) => q.state.fetchStatus !== 'idle');
    if (fetching.length === 0) return;
    await Promise.all(fetching.map((q) => q.fetch().catch(() => undefined)));
  }
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
  interface StaticDataRouteOption {
    /** Every text of the page comes from the catalogues: it is shown in her language (issue 34). */
    translated?: boolean;
  }
}
