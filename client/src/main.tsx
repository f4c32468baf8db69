// First: zod's settings must be in place before any schema parses.
import './zod-config.ts';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { onlineManager } from '@tanstack/react-query';
import '@fontsource-variable/inter';
import '@fontsource/fraunces/600.css';
import '@mantine/core/styles.css';
import './global.css';
import { loadTransport, queryClient } from './lib/trpc.ts';
import { sessionStore } from './lib/session.ts';
import { createAppRouter } from './router.tsx';
import { AppRoot } from './app-root.tsx';
import { loadOverlaysWhenIdle } from './lib/overlays.ts';
import { seedQueries } from './lib/seeded-queries.ts';
import { PAGE_LIVE_EVENT } from './lib/use-page-title.ts';

const router = createAppRouter();

const root = document.getElementById('root');
if (!root) throw new Error('No #root element');
/** Whether the page came with the answers its first screen shows (a page rendered per request). */
let seeded = false;

// A prerendered page (see entry-server.tsx) was rendered signed out: a visitor's browser hydrates
// it; a member's renders afresh, since her navigation differs from the one in the HTML. A page the
// server rendered for the member signed in here (live-pages.ts) is hydrated too.
if (root.firstElementChild && (!sessionStore.get() || sessionStore.adoptRendered())) {
  // The prerender rendered every query as waiting, with no request made. Holding requests until
  // the tree has hydrated keeps the first render identical even when an answer comes back fast.
  const online = onlineManager.isOnline();
  onlineManager.setOnline(false);
  // Not when the frame has hydrated but when the page inside it has (usePageTitle announces it;
  // React hydrates the router's Suspense boundary in a later pass): an answer arriving in between
  // would meet placeholders in the HTML and make React render the page afresh. Ten seconds after
  // the frame at the latest, should a page fail to announce itself.
  let wentOnline = false;
  const goOnline = () => {
    if (wentOnline) return;
    wentOnline = true;
    onlineManager.setOnline(online);
  };
  document.addEventListener(PAGE_LIVE_EVENT, goOnline, { once: true });
  // A page the server rendered with its data carries that data: the same first render again.
  seeded = seedQueries(queryClient);
  // No top-level await: the bundler would move every module the route chunks share out of the
  // entry (so a chunk imported during the wait cannot deadlock on it), about 19 kB more gzipped.
  void router.load().then(() => {
    // As TanStack's own hydration does: marks the router as server-rendered, so its tree has the
    // same boundaries as the one the prerender rendered.
    router.ssr = { manifest: undefined };
    // As a transition, hydration yields to the browser every few milliseconds instead of holding
    // the main thread for the whole page: the page stays responsive to a tap while it hydrates.
    startTransition(() => {
      hydrateRoot(
        root,
        <AppRoot
          router={router}
          queryClient={queryClient}
          onLive={() => setTimeout(goOnline, 10_000)}
        />,
      );
    });
  });
} else {
  createRoot(root).render(<AppRoot router={router} queryClient={queryClient} />);
}

// The client's links load with the first call (lib/trpc.ts). A page that came without its data
// asks for it as soon as it has hydrated, and a member's opens her live stream: for them the links
// load now, beside the hydration. A visitor's page that came with its data waits for her first call.
if (!seeded || sessionStore.get()) loadTransport().catch(() => undefined);

// A member's pages raise toasts and ask for confirmations often: their host loads once the page is
// idle. A visitor's load it when first needed.
if (sessionStore.get()) loadOverlaysWhenIdle();
