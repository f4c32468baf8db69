// First: zod's settings must be in place before any schema parses.
import './zod-config.ts';
import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { MantineProvider, localStorageColorSchemeManager } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import '@fontsource-variable/inter';
import '@fontsource/fraunces/600.css';
import '@mantine/core/styles.css';
import './global.css';
import { theme } from './theme.ts';
import { queryClient } from './lib/trpc.ts';
import { router } from './router.tsx';

const Overlays = lazy(() => import('./components/Overlays.tsx'));

const colorSchemeManager = localStorageColorSchemeManager({ key: 'hercircle-color-scheme' });

const root = document.getElementById('root');
if (!root) throw new Error('No #root element');

createRoot(root).render(
  <StrictMode>
    <MantineProvider
      theme={theme}
      colorSchemeManager={colorSchemeManager}
      defaultColorScheme="light"
    >
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
      <Suspense fallback={null}>
        <Overlays />
      </Suspense>
    </MantineProvider>
  </StrictMode>,
);
