// First: zod's settings must be in place before any schema parses.
import './zod-config.ts';
import { hydrateRoot } from 'react-dom/client';
import { RouterProvider } from '@tanstack/react-router';
import { hydrate } from '@tanstack/react-router/ssr/client';
import '@fontsource-variable/inter';
import '@fontsource/fraunces/600.css';
import '@mantine/core/styles.css';
import './global.css';
import { sessionStore } from './lib/session.ts';
import { createAppRouter } from './router.tsx';
import { loadOverlaysWhenIdle } from './lib/overlays.ts';
import { loadMemberFrame } from './components/member-frame.ts';
import { listenForInstallOffer } from './features/app/install-prompt.ts';
import { expectHydration } from './lib/use-page-title.ts';

// Every page comes rendered by the server (entry-server.tsx) with its data. The router takes in
// its state and the page's route chunks first (what RouterClient would do inside the React tree,
// holding the whole root suspended until then), and only then does React hydrate: a root that
// never suspends hydrates at once when a tap arrives mid-way, and React then delivers the tap.
// A suspended root drops it (and a form submits natively).
// The browser's install offer can come before the home page's banner is drawn: kept from now.
listenForInstallOffer();
const router = createAppRouter();
// Until the page below the top bar has hydrated, the top bar's navigations wait (HydrationGate).
expectHydration();
const routerHydrated = hydrate(router).finally(() => {
  // As RouterClient does: the router's bootstrap data may go once hydration has used it.
  window.$_TSR?.h();
});
// A member's frame has lazy parts (her menu, the bell...): loaded beside, so they hydrate too.
void Promise.all([
  routerHydrated,
  sessionStore.get() ? loadMemberFrame(location.pathname) : undefined,
]).then(() => {
  hydrateRoot(document, <RouterProvider router={router} />, {
    // React recovers from an error thrown while hydrating by rendering afresh, and reports only
    // its own wrapper ("Minified React error #422"): the cause and where it was thrown go with it.
    onRecoverableError(error, info) {
      const cause = error instanceof Error && error.cause instanceof Error ? error.cause : null;
      console.error(
        'React recovered from an error while hydrating:',
        cause ? `${cause.name}: ${cause.message}` : String(error),
        info.componentStack ?? '',
      );
    },
  });
});

// A member's pages raise toasts and ask for confirmations often: their host loads once the page is
// idle. A visitor's load it when first needed.
if (sessionStore.get()) loadOverlaysWhenIdle();
