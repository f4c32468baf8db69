import { createRouter } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { routeTree } from './routeTree.gen.ts';
import { queryClient, trpc, type Trpc } from './lib/trpc.ts';
import { sessionStore } from './lib/session.ts';
import { NotFound } from './components/NotFound.tsx';

export interface RouterContext {
  queryClient: QueryClient;
  trpc: Trpc;
  auth: typeof sessionStore;
}

export const router = createRouter({
  routeTree,
  context: { queryClient, trpc, auth: sessionStore },
  defaultPreload: 'intent',
  defaultPreloadStaleTime: 0,
  scrollRestoration: true,
  defaultNotFoundComponent: NotFound,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
