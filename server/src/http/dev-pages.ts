// Development only (NODE_ENV=development; server.ts imports this module then alone): the pages
// render from the client's sources through Vite, which also serves the browser those sources with
// hot reload, all at the server's own address. Production renders the client's build
// (static-client.ts) and never loads Vite.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { noRoute, sendError } from '../lib/app-error.ts';
import { pageSender, type PageOptions, type RenderPage } from './pages.ts';

const API_PATH = /^\/(api|trpc)(\/|$)/;

/** client/src/entry-server.tsx, run from source. */
interface DevEntry {
  createPageRenderer(viteManifest: object, devManifest: object): RenderPage;
}

/**
 * What every page loads from Vite (the router writes the tags, with the response's nonce): Vite's
 * client (hot reload, error overlay), React Refresh's preamble (before any component runs), then
 * the entry. Stylesheets come with the modules that import them.
 */
const DEV_MANIFEST = {
  routes: {
    __root__: {
      scripts: ['/@vite/client', '/@id/@vitejs/plugin-react/preamble', '/src/main.tsx'].map(
        (src) => ({ attrs: { type: 'module', src } }),
      ),
    },
  },
};

/** The client's sources (clientRoot, with its vite.config.ts) as the site: pages and modules. */
export async function registerDevClient(
  app: FastifyInstance,
  clientRoot: string,
  pages: PageOptions,
): Promise<void> {
  // Imported here: the server's bundle (build.mjs) keeps Vite out.
  const { createServer } = await import('vite');
  const vite = await createServer({
    root: clientRoot,
    appType: 'custom',
    // Hot reload's socket shares the server's port: the site has one address.
    server: { middlewareMode: true, ws: { server: app.server } },
    plugins: [
      {
        name: 'hercircle:dev-ssr-packages',
        // The build bundles every package into the server bundle (vite.config.ts's ssr.noExternal);
        // Vite's runner here cannot run CommonJS ones such as React, so Node loads the packages.
        // (A config hook may set what merging cannot: noExternal `true` wins any merge.)
        config(config) {
          config.ssr = { ...config.ssr, noExternal: [] };
        },
      },
    ],
  });
  app.addHook('onClose', () => vite.close());

  // The sources as they are now: Vite reloads what changed.
  const sendPage = pageSender(async () => {
    const entry = (await vite.ssrLoadModule('/src/entry-server.tsx')) as DevEntry;
    return entry.createPageRenderer({}, DEV_MANIFEST);
  }, pages);

  const notFound = (reply: FastifyReply, request: FastifyRequest) =>
    sendError(reply, noRoute(request));
  // A page loads hundreds of modules: these requests are not logged (pages' neither), problems are.
  await app.register(
    async (scope) => {
      // Vite answers what it serves (modules, its client, the public files); the rest goes on here.
      // API addresses are the server's alone, never Vite's.
      scope.addHook('onRequest', (request, reply, done) => {
        if (API_PATH.test(request.url)) return done();
        vite.middlewares(request.raw, reply.raw, (error?: Error) => done(error));
      });
      scope.get('/*', async (request, reply) => {
        if (API_PATH.test(request.url)) return notFound(reply, request);
        try {
          return await sendPage(request, reply);
        } catch (error) {
          // The stack then names the client's source lines.
          if (error instanceof Error) vite.ssrFixStacktrace(error);
          throw error;
        }
      });
    },
    { logLevel: 'warn' },
  );
}
