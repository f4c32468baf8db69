import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import { AppError, sendError } from '../lib/app-error.ts';
import type { AppRouter } from '../trpc/app-router.ts';
import type { Context } from '../trpc/context.ts';
import { findLivePages } from './live-pages.ts';
import { SESSION_COOKIE } from '@hercircle/shared/constants';
import { cookieValue } from './cookies.ts';

const PAGES_DIR = 'pages';
/** The server's bundle of the client, for the pages rendered per request (never sent). */
const SSR_DIR = 'ssr';

export interface LivePageOptions {
  router: AppRouter;
  /** The context a live page's queries run in: a signed-out visitor's, at this request. */
  context: (request: FastifyRequest) => Promise<Context>;
  /** The context of the session whose token a member's page request carries (its user: none if it has ended). */
  memberContext: (request: FastifyRequest, token: string) => Promise<Context>;
}

/** The session token a page request's cookie carries (client/src/lib/session.ts), if any. */
export const sessionCookie = (header: string | undefined): string | null =>
  cookieValue(header, SESSION_COOKIE);

/**
 * The public pages the build prerendered (client/scripts/prerender.mjs): URL path to the file under
 * the client root, e.g. /career-finance/finance to pages/career-finance/finance.html.
 */
function findPrerenderedPages(root: string): Map<string, string> {
  const pages = new Map<string, string>();
  const dir = path.join(root, PAGES_DIR);
  if (!fs.existsSync(dir)) return pages;
  for (const entry of fs.readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    if (!entry.endsWith('.html')) continue;
    const name = entry.slice(0, -'.html'.length).split(path.sep).join('/');
    pages.set(name === 'index' ? '/' : `/${name}`, `${PAGES_DIR}/${entry}`);
  }
  return pages;
}

/**
 * The built client: compressed at build time, hashed assets cached for a year, the prerendered public pages
 * at their paths, and every other GET path answered with index.html so the client router can show
 * the page (or its not-found screen).
 * Compression and the fallback live in this encapsulated plugin so API responses are untouched.
 */
export async function registerStaticClient(
  app: FastifyInstance,
  root: string,
  live?: LivePageOptions,
): Promise<void> {
  const indexFile = path.join(root, 'index.html');
  const hasClient = fs.existsSync(indexFile);
  const prerendered = findPrerenderedPages(root);
  const livePages = live ? findLivePages(root, { router: live.router, log: app.log }) : null;
  await app.register(async (scope) => {
    await scope.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
    if (hasClient) {
      await scope.register(fastifyStatic, {
        root,
        index: false,
        // The build writes .br and .gz beside each file (client/scripts/precompress.mjs): sent as
        // they are, smaller than compressing each response and at no cost per request.
        preCompressed: true,
        // One route per built file, read at start: no catch-all that could shadow /api or /trpc.
        wildcard: false,
        // The prerendered pages are answered at their own paths only; the server bundle never.
        allowedPath: (pathName) =>
          !pathName.startsWith(`/${PAGES_DIR}/`) && !pathName.startsWith(`/${SSR_DIR}/`),
        setHeaders(res, filePath) {
          const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
          res.header(
            'Cache-Control',
            immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
          );
        },
      });
    }
    // A page rendered per request with its data is a route of its own, so the compression above
    // compresses it like any answer. A search can change what a page shows (filters, a page number),
    // and the browser must hydrate exactly the HTML it was sent: with one, the shell renders the
    // page afresh.
    if (live && livePages) {
      const { context } = live;
      const { render } = livePages;
      for (const route of livePages.paths()) {
        const handler = async (request: FastifyRequest, reply: FastifyReply) => {
          reply.header('Cache-Control', 'no-cache');
          const search = request.url.includes('?');
          const html = search ? null : await render(route, () => context(request));
          if (html !== null) return reply.type('text/html; charset=utf-8').send(html);
          return reply
            .type('text/html')
            .sendFile((!search && prerendered.get(route)) || 'index.html');
        };
        scope.get(route, handler);
        if (route !== '/') scope.get(`${route}/`, handler);
      }
    }
    // A member's page (the group page, say) is rendered for the member whose session cookie the
    // request carries, with her data. It is hers alone: never stored by a cache, and the shell
    // (which loads the page in the browser) for anyone else, or when the render fails.
    if (live && livePages) {
      const { memberContext } = live;
      const { renderForMember } = livePages;
      for (const route of livePages.memberRoutes()) {
        scope.get(route.replace(/\$(\w+)/g, ':$1'), async (request, reply) => {
          reply.header('Vary', 'Cookie');
          const [pathname = '/', search] = request.url.split('?');
          const token = search === undefined ? sessionCookie(request.headers.cookie) : null;
          // The database out of reach: the shell, as a page without her cookie gets.
          const ctx = token
            ? await memberContext(request, token).catch((error: unknown) => {
                request.log.warn({ err: error }, 'member page: session not checked');
                return null;
              })
            : null;
          const html = ctx?.user
            ? await renderForMember(pathname, ctx.user, async () => ctx)
            : null;
          if (html === null)
            return reply
              .header('Cache-Control', 'no-cache')
              .type('text/html')
              .sendFile('index.html');
          return reply
            .header('Cache-Control', 'private, no-store')
            .type('text/html; charset=utf-8')
            .send(html);
        });
      }
    }
    scope.setNotFoundHandler(async (request, reply) => {
      const accept = request.headers.accept ?? '';
      if (/^\/(api|trpc)(\/|$)/.test(request.url)) {
        return sendError(
          reply,
          new AppError('NOT_FOUND', `No route for ${request.method} ${request.url.split('?')[0]}`),
        );
      }
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        return sendError(reply, new AppError('NOT_FOUND', 'Not found'));
      }
      if (!hasClient) {
        return reply
          .status(503)
          .type('text/plain')
          .send(
            'The web client is not built yet. Run `npm run build` (npm start does it for you).',
          );
      }
      // Missing files (an old hashed asset, a typo'd .js) are real 404s, not the app shell.
      if (path.extname(request.url.split('?')[0] ?? '') !== '' && !accept.includes('text/html')) {
        return reply.status(404).type('text/plain').send('Not found');
      }
      reply.header('Cache-Control', 'no-cache');
      // As for the live pages: with a search, the shell renders the page afresh.
      const [pathname = '/', search] = request.url.split('?');
      const route = pathname.replace(/(.)\/$/, '$1');
      const page = search === undefined && prerendered.get(route);
      return reply.type('text/html').sendFile(page || 'index.html');
    });
  });
}
