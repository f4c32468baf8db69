import type { ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createMemoryHistory, createRouter, RouterProvider } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import { routeTree } from '../routeTree.gen.ts';
import { theme } from '../theme.ts';
import { createQueryClient, trpc } from '../lib/trpc.ts';
import { sessionStore } from '../lib/session.ts';
import { NotFound } from '../components/NotFound.tsx';
import Overlays from '../components/Overlays.tsx';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../i18n/index.ts';
import type { Language } from '@hercircle/shared/languages';

/** A fresh query cache with the app's defaults, except that failures are not retried. */
function testQueryClient() {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({
    queries: { ...queryClient.getDefaultOptions().queries, retry: false },
  });
  return queryClient;
}

/** Mantine, the query cache and the app's own toasts and dialogs host, as main.tsx mounts them. */
function renderInApp(ui: ReactNode, queryClient: QueryClient, language: Language = 'en') {
  return render(
    <I18nextProvider i18n={createI18n(language)}>
      <MantineProvider theme={theme}>
        <QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>
        <Overlays />
      </MantineProvider>
    </I18nextProvider>,
  );
}

/** Renders the real route tree at `path`, with fresh query cache and Mantine. */
export function renderRoute(path: string) {
  const queryClient = testQueryClient();
  const router = createRouter({
    routeTree,
    history: createMemoryHistory({ initialEntries: [path] }),
    context: { queryClient, trpc, auth: sessionStore, language: 'en' },
    defaultNotFoundComponent: NotFound,
  });
  const result = renderInApp(<RouterProvider router={router} />, queryClient);
  return { ...result, router, queryClient };
}

/**
 * Renders one component with Mantine, a fresh query cache and the app's overlays (no router), in
 * English unless `language` says otherwise.
 */
export function renderWithProviders(ui: ReactNode, { language }: { language?: Language } = {}) {
  const queryClient = testQueryClient();
  return { ...renderInApp(ui, queryClient, language), queryClient };
}
