import type { FastifyInstance } from 'fastify';
import { TRPC_ERROR_CODES_BY_KEY } from '@trpc/server/rpc';
import { APP_ERROR_CODES, AppError, trpcErrorData } from '../lib/app-error.ts';
import { requestLanguage } from '../lib/messages.ts';

/**
 * Our procedures take JSON only. tRPC's Fastify adapter throws on a multipart body (it serialises
 * the raw request stream) and answers other types as text/plain, so a body of any other type is
 * refused here, in tRPC's error shape, before the adapter reads it.
 */
export function registerTrpcBodyGuard(scope: FastifyInstance): void {
  scope.addHook('onRequest', (request, reply, done) => {
    const type = request.headers['content-type'];
    if (request.method !== 'POST' || type === undefined) return done();
    if (/^application\/json\s*(;|$)/i.test(type)) return done();
    const app = new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the call as application/json');
    const code = TRPC_ERROR_CODES_BY_KEY[APP_ERROR_CODES[app.code].trpc];
    const language = requestLanguage(request);
    // Answered here: the request goes no further (done is not called).
    void reply.status(app.status).send({
      error: { message: app.messageIn(language), code, data: trpcErrorData(app, language) },
    });
  });
}
