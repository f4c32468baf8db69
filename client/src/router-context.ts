import type { QueryClient } from '@tanstack/react-query';
import type { Trpc } from './lib/trpc.ts';
import type { Session } from './lib/session.ts';
import type { Language } from '@hercircle/shared/languages';

/** Who a page is for: in the browser the stored session, on the server the request's. */
export interface AuthSource {
  get(): Session | null;
}

/**
 * What every route's loader is given. Apart from router.tsx, which imports the route tree whose
 * root route needs this type: the two would import each other.
 */
export interface RouterContext {
  queryClient: QueryClient;
  trpc: Trpc;
  auth: AuthSource;
  /** The language the page is rendered in: the server picks it, the browser reads it off <html>. */
  language: Language;
}
