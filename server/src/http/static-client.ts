import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import { AppError, sendError } from '../lib/app-error.ts';

/**
 * The built client: compressed, hashed assets cached for a year, and every other GET path answered
 * with index.html so the client router can show the page (or its not-found screen).
 * Compression and the fallback live in this encapsulated plugin so API responses are untouched.
 */
export async function registerStaticClient(app: FastifyInstance, root: string): Promise<void> {
  const indexFile = path.join(root, 'index.html');
  const hasClient = fs.existsSync(indexFile);
  await app.register(async (scope) => {
    await scope.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
    if (hasClient) {
      await scope.register(fastifyStatic, {
        root,
        index: false,
        // One route per built file, read at start: no catch-all that could shadow /api or /trpc.
        wildcard: false,
        setHeaders(res, filePath) {
          const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
          res.header(
            'Cache-Control',
            immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
          );
        },
      });
    }
    scope.setNotFoundHandler((request, reply) => {
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
      return reply.type('text/html').sendFile('index.html');
    });
  });
}
