// Rendered at build time only (scripts/prerender.mjs): each public page as a signed-out visitor
// sees it before any data has arrived, for the browser to show at once and hydrate.
import './zod-config.ts';
import { renderToString } from 'react-dom/server';
import { onlineManager } from '@tanstack/react-query';
import { createMemoryHistory } from '@tanstack/react-router';
import { createQueryClient } from './lib/trpc.ts';
import { createAppRouter } from './router.tsx';
import { AppRoot } from './app-root.tsx';
import { CAREER_TOPICS, HEALTH_TOPICS } from './content/topics.ts';
import { PrerenderTitleContext } from './lib/use-page-title.ts';

// For the prerender: which chunks each page's HTML preloads (route-preload.ts).
export { filesFor, PRERENDER_TABLE } from './route-preload.ts';

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

// Nothing is fetched at build time: every query stays waiting (paused), so the page shows the
// same loading placeholders the browser shows before its data arrives.
onlineManager.setOnline(false);

/** The HTML of #root for one path, and the document title the page set (none: the shell's). */
export async function render(path: string): Promise<{ html: string; title: string | null }> {
  const queryClient = createQueryClient();
  const router = createAppRouter({
    history: createMemoryHistory({ initialEntries: [path] }),
    queryClient,
  });
  await router.load();
  // A page that redirects, is not found or fails must not be written out as that path's HTML.
  const { matches, location } = router.state;
  const trouble = matches.find((m) => m.status !== 'success');
  if (trouble || matches.at(-1)?.routeId === '__root__' || location.pathname !== path)
    throw new Error(`Prerendering ${path} ended at ${location.pathname}: ${trouble?.status}`);
  let title: string | null = null;
  const html = renderToString(
    <PrerenderTitleContext.Provider value={(t) => (title = t)}>
      <AppRoot router={router} queryClient={queryClient} />
    </PrerenderTitleContext.Provider>,
  );
  queryClient.clear();
  return { html, title };
}
