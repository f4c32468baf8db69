import { lazy, StrictMode, Suspense, type ReactNode } from 'react';
import { localStorageColorSchemeManager, MantineProvider } from '@mantine/core';
import { theme } from './theme.ts';
import { layerVariables } from './lib/layers.ts';
import { useHydrated } from './lib/use-hydrated.ts';
import { useOverlaysWanted } from './lib/overlays.ts';

const Overlays = lazy(() => import('./components/Overlays.tsx'));

/**
 * The key public/first-paint.js reads too: it sets the stored scheme on <html> before the first
 * paint, as Mantine's ColorSchemeScript would (the CSP allows no inline script), so a dark-scheme
 * visitor's first paint is dark.
 */
export const COLOR_SCHEME_KEY = 'hercircle-color-scheme';
const colorSchemeManager = localStorageColorSchemeManager({ key: COLOR_SCHEME_KEY });

/**
 * What every page sits in (the root route renders it inside <body>). Toasts and dialogs mount
 * when first needed (lib/overlays.ts), and never before the page is hydrated.
 */
export function AppRoot({ children }: { children: ReactNode }) {
  return (
    <StrictMode>
      <MantineProvider
        theme={theme}
        colorSchemeManager={colorSchemeManager}
        defaultColorScheme="light"
        cssVariablesResolver={layerVariables}
      >
        {children}
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
