import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { MantineProvider, localStorageColorSchemeManager } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import '@fontsource-variable/inter';
import '@fontsource/fraunces/600.css';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './global.css';
import { theme } from './theme.ts';
import { queryClient } from './lib/trpc.ts';
import { router } from './router.tsx';

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
      {/* The spec: at most 3 toasts visible; 4 s by default. */}
      <Notifications limit={3} autoClose={4000} position="top-right" />
      <QueryClientProvider client={queryClient}>
        <ModalsProvider>
          <RouterProvider router={router} />
        </ModalsProvider>
      </QueryClientProvider>
    </MantineProvider>
  </StrictMode>,
);
