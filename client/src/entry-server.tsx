// Rendered at build time (scripts/prerender.mjs): each public page as a signed-out visitor sees it
// before any data has arrived, for the browser to show at once and hydrate. Pages whose first
// screen is data (LIVE_PATHS) are also rendered by the server for each request, with that data
// (server/src/http/live-pages.ts), so the visitor's phone paints them without waiting for scripts.
import './zod-config.ts';
import { renderToString } from 'react-dom/server';
import { onlineManager, type QueryClient } from '@tanstack/react-query';
import { createMemoryHistory } from '@tanstack/react-router';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import type { AppRouter } from '@hercircle/server/router';
import { createQueryClient, type Trpc } from './lib/trpc.ts';
import type { SeededQuery } from './lib/seeded-queries.ts';
import { createAppRouter } from './router.tsx';
import { AppRoot } from './app-root.tsx';
import { CAREER_TOPICS, HEALTH_TOPICS } from './content/topics.ts';
import { PrerenderTitleContext } from './lib/use-page-title.ts';

// For the prerender: which chunks each page's HTML preloads (route-preload.ts).
export { filesFor, PRERENDER_TABLE } from './route-preload.ts';
// For the prerender and the server (live-pages.ts): the page's data and title in its HTML.
export { seededQueriesScript } from './lib/seeded-queries.ts';
export { escapeHtml } from './lib/html.ts';

/** The public pages whose content does not depend on who is looking or on the address's search. */
export const PRERENDERED_PATHS: readonly string[] = [
  '/',
  '/stories',
  '/events',
  '/community',
  '/about',
  '/contact',
  '/podcast',
  '/shop',
  '/publications',
  '/resources',
  '/top-stories',
  '/unfiltered',
  '/health-lifestyle',
  ...HEALTH_TOPICS.map((t) => `/health-lifestyle/${t.slug}`),
  '/career-finance',
  ...CAREER_TOPICS.map((t) => `/career-finance/${t.slug}`),
  '/privacy-policy',
  '/sign-in',
  '/create-account',
];

/** The public pages the server renders per request with their data (see live-pages.ts). */
export const LIVE_PATHS: readonly string[] = ['/events'];

/** The HTML of #root for one path, and the document title the page set (none: the shell's). */
export async function render(path: string): Promise<{ html: string; title: string | null }> {
  // Nothing is fetched at build time: every query stays waiting (paused), so the page shows the
  // same loading placeholders the browser shows before its data arrives.
  onlineManager.setOnline(false);
  const queryClient = createQueryClient();
  return renderWith(path, queryClient);
}

/**
 * A public page as a signed-out visitor sees it once its data has arrived: the loaders' queries
 * run against the server's own procedures (no HTTP), and the answers go with the HTML for the
 * browser to hydrate the same tree (lib/seeded-queries.ts). Throws when a query fails: the server
 * then sends the build's page, which loads its data in the browser.
 */
export async function renderLive(
  path: string,
  server: { router: AppRouter; ctx: () => Promise<unknown> },
): Promise<{ html: string; title: string | null; queries: SeededQuery[] }> {
  onlineManager.setOnline(true);
  const queryClient = createQueryClient();
  const trpc = createTRPCOptionsProxy<AppRouter>({
    router: server.router,
    ctx: server.ctx as never,
    queryClient,
  });
  try {
    const { router } = await loadPage(path, queryClient, trpc as unknown as Trpc);
    const queries = queryClient
      .getQueryCache()
      .getAll()
      .flatMap((q) =>
        q.state.status === 'success' ? [{ key: q.queryKey, data: q.state.data as unknown }] : [],
      );
    // Rendering costs far more than the queries: the same answers give the same page.
    const data = JSON.stringify(queries);
    const last = lastRendered.get(path);
    if (last?.data === data) return { ...last.page, queries };
    const page = renderPage(router, queryClient);
    lastRendered.set(path, { data, page });
    return { ...page, queries };
  } finally {
    queryClient.clear();
  }
}

/** Each live page's last render, and the answers it was rendered with. */
const lastRendered = new Map<
  string,
  { data: string; page: { html: string; title: string | null } }
>();

async function renderWith(path: string, queryClient: QueryClient) {
  const { router } = await loadPage(path, queryClient);
  const page = renderPage(router, queryClient);
  queryClient.clear();
  return page;
}

async function loadPage(path: string, queryClient: QueryClient, trpc?: Trpc) {
  const router = createAppRouter({
    history: createMemoryHistory({ initialEntries: [path] }),
    queryClient,
    trpc,
  });
  await router.load();
  // The loaders start their queries without waiting for them: the page renders once they answer.
  if (trpc) {
    const started = queryClient.getQueryCache().getAll();
    await Promise.all(started.map((q) => (q.state.fetchStatus === 'idle' ? null : q.fetch())));
    const failed = started.find((q) => q.state.status === 'error');
    if (failed) throw failed.state.error;
  }
  // A page that redirects, is not found or fails must not be written out as that path's HTML.
  const { matches, location } = router.state;
  const trouble = matches.find((m) => m.status !== 'success');
  if (trouble || matches.at(-1)?.routeId === '__root__' || location.pathname !== path)
    throw new Error(`Prerendering ${path} ended at ${location.pathname}: ${trouble?.status}`);
  return { router };
}

function renderPage(router: ReturnType<typeof createAppRouter>, queryClient: QueryClient) {
  let title: string | null = null;
  const html = renderToString(
    <PrerenderTitleContext.Provider value={(t) => (title = t)}>
      <AppRoot router={router} queryClient={queryClient} />
    </PrerenderTitleContext.Provider>,
  );
  return { html, title };
}
