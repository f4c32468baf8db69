import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import { AppError, noRoute, sendError } from '../lib/app-error.ts';
import { createPageHandler, type PageOptions } from './pages.ts';

/** The server's bundle of the client, which renders the pages (never sent). */
const SSR_DIR = 'ssr';

/**
 * The built client: its files compressed at build time, hashed assets cached for a year, and every
 * other GET path a page the router renders for the request (pages.ts), its not-found page a 404.
 * Compression and the pages live in this encapsulated plugin so API responses are untouched.
 */
export async function registerStaticClient(
  app: FastifyInstance,
  root: string,
  pages?: PageOptions,
): Promise<void> {
  const hasClient = fs.existsSync(path.join(root, SSR_DIR, 'entry-server.js'));
  const sendPage = pages && hasClient ? createPageHandler(root, pages) : null;
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
        // The server bundle and the build's manifest are never sent.
        allowedPath: (pathName) =>
          !pathName.startsWith(`/${SSR_DIR}/`) && !pathName.startsWith('/.vite/'),
        setHeaders(res, filePath) {
          const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
          res.header(
            'Cache-Control',
            immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
          );
        },
      });
    }
    // Every other GET is a page: a route of its own, so the compression above compresses it like
    // any answer (the not-found handler's answers it would not).
    scope.get('/*', async (request, reply) => {
      if (/^\/(api|trpc)(\/|$)/.test(request.url)) return sendError(reply, noRoute(request));
      // Missing files (an old hashed asset, a typo'd .js) are real 404s, not a page.
      const accept = request.headers.accept ?? '';
      if (path.extname(request.url.split('?')[0] ?? '') !== '' && !accept.includes('text/html'))
        return reply.status(404).type('text/plain').send('Not found');
      if (!sendPage) return notBuilt(reply);
      return sendPage(request, reply);
    });
    // Any other method at an unknown address (a GET is a page, above).
    scope.setNotFoundHandler(async (request, reply) => {
      const failure = /^\/(api|trpc)(\/|$)/.test(request.url)
        ? noRoute(request)
        : new AppError('NOT_FOUND', 'Not found');
      return sendError(reply, failure);
    });
  });
}

function notBuilt(reply: FastifyReply) {
  return reply
    .status(503)
    .type('text/plain')
    .send('The web client is not built yet. Run `npm run build` (npm start does it for you).');
}
