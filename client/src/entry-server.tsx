// The server's side of every page (built with `vite build --ssr` and run by the Fastify server,
// server/src/http/pages.ts): the router renders the page for one request, with its data, and the
// browser hydrates it (main.tsx).
import './zod-config.ts';
import {
  createRequestHandler,
  renderRouterToStream,
  RouterServer,
} from '@tanstack/react-router/ssr/server';
import type { Manifest } from '@tanstack/react-router';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import type { AppRouter } from '@hercircle/server/router';
import type { SessionUser } from '@hercircle/shared';
import type { Language } from '@hercircle/shared/languages';
import { createQueryClient, type Trpc } from './lib/trpc.ts';
import { RequestSession } from './lib/auth.ts';
import { createAppRouter } from './router.tsx';
import { memberManifest, routerManifest, type ViteManifest } from './ssr-manifest.ts';

export interface PageRequest {
  request: Request;
  /** This response's CSP nonce, for the router's inline scripts. */
  nonce: string;
  /** The server's procedures and the context they run in: the request's visitor or member. */
  router: AppRouter;
  ctx: () => Promise<unknown>;
  /** The member whose session cookie the request carries (validated), or none. */
  member: SessionUser | null;
  /** The language to render in (server/src/http/pages.ts picks it). */
  language: Language;
}

/**
 * The page renderer for a client build, described by its Vite manifest. In development the server
 * passes instead the router's manifest for Vite's dev server (server/src/http/dev-pages.ts), the
 * same for every page: main.tsx loads a member's frame from there as it loads everything else.
 */
export function createPageRenderer(viteManifest: ViteManifest, devManifest?: Manifest) {
  const manifest = devManifest ?? routerManifest(viteManifest);
  const forMember = devManifest ?? memberManifest(viteManifest, manifest);
  return function renderPage(page: PageRequest): Promise<Response> {
    // Before the first read: what the page shows is at least this recent.
    const readAt = Date.now();
    const queryClient = createQueryClient();
    // The loaders' queries call the procedures in process (no HTTP), as the member or visitor.
    const trpc = createTRPCOptionsProxy<AppRouter>({
      router: page.router,
      ctx: page.ctx as never,
      queryClient,
    }) as unknown as Trpc;
    // Her token stays with the server: nothing rendered needs it.
    const session = page.member ? { token: '', user: page.member } : null;
    const handler = createRequestHandler({
      request: page.request,
      createRouter: () =>
        createAppRouter({
          queryClient,
          trpc,
          session,
          nonce: page.nonce,
          readAt,
          language: page.language,
        }),
      getRouterManifest: () => (page.member ? forMember : manifest),
    });
    return handler(({ request, router, responseHeaders }) =>
      renderRouterToStream({
        request,
        router,
        responseHeaders,
        children: (
          <RequestSession value={session}>
            <RouterServer router={router} />
          </RequestSession>
        ),
      }),
    );
  };
}
