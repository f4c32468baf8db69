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
import { sessionStore, type Session } from './lib/session.ts';
import type { SessionUser } from '@hercircle/shared';

// For the prerender: which chunks each page's HTML preloads (route-preload.ts).
export { filesFor, PRERENDER_TABLE } from './route-preload.ts';
// For the prerender and the server (live-pages.ts): the page's data and title in its HTML.
export { seededQueriesScript } from './lib/seeded-queries.ts';
export { renderedForScript } from './lib/session.ts';
export { escapeHtml } from './lib/html.ts';

/** Each topic's page: its articles are its first screen, under the hub's heading. */
const TOPIC_PATHS = [
  ...HEALTH_TOPICS.map((t) => `/health-lifestyle/${t.slug}`),
  ...CAREER_TOPICS.map((t) => `/career-finance/${t.slug}`),
];

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
  '/career-finance',
  ...TOPIC_PATHS,
  '/privacy-policy',
  '/sign-in',
  '/create-account',
];

/** The public pages the server renders per request with their data (see live-pages.ts). */
export const LIVE_PATHS: readonly string[] = ['/', '/events', ...TOPIC_PATHS];

/**
 * Members' pages the server renders per request for the member whose session cookie the request
 * carries, with her data (live-pages.ts): the router's pattern, and a path of it that the build
 * reads the page's chunks for.
 */
export const MEMBER_PAGES: readonly { route: string; sample: string }[] = [
  { route: '/community/group/$groupId', sample: '/community/group/1' },
  { route: '/admin/dashboard', sample: '/admin/dashboard' },
];

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
  server: {
    router: AppRouter;
    ctx: () => Promise<unknown>;
    /** The member the page is for (her session's context is `ctx`); none: a visitor. */
    member?: SessionUser | null;
  },
): Promise<{ html: string; title: string | null; queries: SeededQuery[] }> {
  onlineManager.setOnline(true);
  const queryClient = createQueryClient();
  const trpc = createTRPCOptionsProxy<AppRouter>({
    router: server.router,
    ctx: server.ctx as never,
    queryClient,
  });
  // Her token stays with the server: nothing rendered needs it.
  const session: Session | null = server.member ? { token: '', user: server.member } : null;
  try {
    const { router } = await loadPage(path, queryClient, trpc as unknown as Trpc, session);
    const queries = queryClient
      .getQueryCache()
      .getAll()
      .flatMap((q) =>
        q.state.status === 'success' ? [{ key: q.queryKey, data: q.state.data as unknown }] : [],
      );
    if (session) return { ...(await renderWhole(router, queryClient, session)), queries };
    // Rendering costs far more than the queries: the same answers give the same page.
    const data = JSON.stringify(queries);
    const last = lastRendered.get(path);
    if (last?.data === data) return { ...last.page, queries };
    const page = await renderWhole(router, queryClient, null);
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
  const page = renderPage(router, queryClient, null);
  queryClient.clear();
  return page;
}

async function loadPage(
  path: string,
  queryClient: QueryClient,
  trpc?: Trpc,
  session: Session | null = null,
) {
  const router = createAppRouter({
    history: createMemoryHistory({ initialEntries: [path] }),
    queryClient,
    trpc,
    auth: { ...sessionStore, get: () => session },
  });
  await router.load();
  // The loaders start their queries without waiting for them, and some start more once one has
  // answered (the group, then its posts): the page renders once every one has answered.
  if (trpc) {
    const cache = queryClient.getQueryCache();
    for (let round = 0; ; round += 1) {
      const fetching = cache.getAll().filter((q) => q.state.fetchStatus !== 'idle');
      if (fetching.length === 0) break;
      if (round === 4) throw new Error(`Rendering ${path}: its queries kept starting others`);
      await Promise.all(fetching.map((q) => q.fetch().catch(() => undefined)));
    }
    const failed = cache.getAll().find((q) => q.state.status === 'error');
    if (failed) throw failed.state.error;
  }
  // A page that redirects, is not found or fails must not be written out as that path's HTML.
  const { matches, location } = router.state;
  const trouble = matches.find((m) => m.status !== 'success');
  if (trouble || matches.at(-1)?.routeId === '__root__' || location.pathname !== path)
    throw new Error(`Prerendering ${path} ended at ${location.pathname}: ${trouble?.status}`);
  return { router };
}

/** What renderToString writes for a Suspense boundary it left to the browser (its code was not loaded). */
const LEFT_TO_THE_BROWSER = '<!--$!-->';

/**
 * A page with every part in it. The first renders after the server starts meet lazily loaded parts
 * (the chat widget, the composer's Select) whose code is still on its way: renderToString leaves
 * those to the browser, which then renders them afresh and reports it as an error. Rendered again
 * once they have arrived, a few times at most.
 */
async function renderWhole(
  router: ReturnType<typeof createAppRouter>,
  queryClient: QueryClient,
  session: Session | null,
) {
  for (let attempt = 1; ; attempt += 1) {
    const page = renderPage(router, queryClient, session);
    if (!page.html.includes(LEFT_TO_THE_BROWSER) || attempt === 4) return page;
    await new Promise((resolve) => setTimeout(resolve, 10 * 4 ** attempt));
  }
}

function renderPage(
  router: ReturnType<typeof createAppRouter>,
  queryClient: QueryClient,
  session: Session | null,
) {
  let title: string | null = null;
  const html = sessionStore.renderAs(session, () =>
    renderToString(
      <PrerenderTitleContext.Provider value={(t) => (title = t)}>
        <AppRoot router={router} queryClient={queryClient} />
      </PrerenderTitleContext.Provider>,
    ),
  );
  return { html, title };
}
