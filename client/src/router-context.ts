import type { QueryClient } from '@tanstack/react-query';
import type { Trpc } from './lib/trpc.ts';
import type { sessionStore } from './lib/session.ts';

/**
 * What every route's loader is given. Apart from router.tsx, which imports the route tree whose
 * root route needs this type: the two would import each other.
 */
export interface RouterContext {
  queryClient: QueryClient;
  trpc: Trpc;
  auth: typeof sessionStore;
}
