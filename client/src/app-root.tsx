import { lazy, StrictMode, Suspense, useEffect } from 'react';
import { localStorageColorSchemeManager, MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { theme } from './theme.ts';
import { useHydrated } from './lib/use-hydrated.ts';
import { useOverlaysWanted } from './lib/overlays.ts';
import type { createAppRouter } from './router.tsx';

const Overlays = lazy(() => import('./components/Overlays.tsx'));

/**
 * The key public/first-paint.js reads too: it sets the stored scheme on <html> before the first
 * paint, as Mantine's ColorSchemeScript would (the CSP allows no inline script), so a dark-scheme
 * visitor's first paint is dark.
 */
export const COLOR_SCHEME_KEY = 'hercircle-color-scheme';
const colorSchemeManager = localStorageColorSchemeManager({ key: COLOR_SCHEME_KEY });

/**
 * The one React tree the prerender renders and the browser hydrates (or renders afresh). Toasts
 * and dialogs mount when first needed (lib/overlays.ts), and never before the page is live: a lazy
 * chunk rendered on the server would only leave an unfinished boundary for the browser to redo.
 */
export function AppRoot({
  router,
  queryClient,
  onLive,
}: {
  router: ReturnType<typeof createAppRouter>;
  queryClient: QueryClient;
  /** Runs once the tree is mounted (after hydration, when it hydrates). */
  onLive?: () => void;
}) {
  useEffect(() => onLive?.(), [onLive]);
  return (
    <StrictMode>
      <MantineProvider
        theme={theme}
        colorSchemeManager={colorSchemeManager}
        defaultColorScheme="light"
      >
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
        <OverlaysWhenWanted />
      </MantineProvider>
    </StrictMode>
  );
}

/**
 * Its own component: the switch to "hydrated" re-renders synchronously whatever reads it, and
 * read in AppRoot that was the whole page again right after hydrating it (~90 ms on a slow phone).
 */
function OverlaysWhenWanted() {
  const live = useHydrated();
  const wanted = useOverlaysWanted();
  return live && wanted ? (
    <Suspense fallback={null}>
      <Overlays />
    </Suspense>
  ) : null;
}
