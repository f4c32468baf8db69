import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, sendError, toAppError } from '../../lib/app-error.ts';
import type { ExtraRouteOptions } from '../../http/extra-routes.ts';
import { page } from '../notifications/notification-emails.http.ts';
import type { Database } from '../../db/schema.ts';
import type { Kysely } from 'kysely';
import { confirmByToken, unsubscribeByToken } from './newsletter.service.ts';

const CONFIRMED = page(
  'You’re subscribed to the HerCircle newsletter',
  'Thank you for confirming. Each newsletter ends with a link to stop it in one click.',
);
const UNSUBSCRIBED = page(
  'You won’t get the HerCircle newsletter any more',
  'Your address is off the list. Changed your mind? Sign up again on HerCircle, or turn the newsletter on in your settings.',
);

/**
 * The links in newsletter emails: GET, no session (opened from a mail client, often signed out).
 * A browser gets a small page either way; other callers get the API's JSON error body for a bad
 * token. The token stays out of the Referer of the page's links.
 */
export function registerNewsletterHttpRoutes(api: FastifyInstance, options: ExtraRouteOptions) {
  const handler =
    (act: (db: Kysely<Database>, token: string) => Promise<void>, done: string) =>
    async (request: FastifyRequest, reply: FastifyReply) => {
      const answer = (status: number, html: string) =>
        reply
          .status(status)
          .header('Cache-Control', 'no-store')
          .header('Referrer-Policy', 'no-referrer')
          .type('text/html; charset=utf-8')
          .send(html);
      const { token } = request.query as { token?: unknown };
      try {
        if (typeof token !== 'string' || token === '')
          throw new AppError('BAD_REQUEST', 'The newsletter link has no token.');
        await act(options.deps.db, token);
        return answer(200, done);
      } catch (error) {
        const failure = toAppError(error);
        if (failure.status !== 400 || !request.headers.accept?.includes('text/html'))
          return sendError(reply, failure);
        return answer(400, page('This link does not work', failure.message));
      }
    };
  const unsubscribe = handler(unsubscribeByToken, UNSUBSCRIBED);
  api.get('/v1/newsletter/confirm', handler(confirmByToken, CONFIRMED));
  api.get('/v1/newsletter/unsubscribe', unsubscribe);
  // RFC 8058: a mail client's own Unsubscribe button POSTs "List-Unsubscribe=One-Click".
  void api.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_request, body, done) => done(null, body),
    );
    scope.post('/v1/newsletter/unsubscribe', unsubscribe);
  });
  const tokenParameter = { name: 'token', in: 'query', required: true, schema: { type: 'string' } };
  const operations = [
    [
      'get',
      '/newsletter/confirm',
      'newsletter.confirm',
      'Confirm a newsletter subscription (the link in the confirmation email; no session): answers a small HTML page',
      'An HTML page: the address is subscribed',
    ],
    [
      'get',
      '/newsletter/unsubscribe',
      'newsletter.unsubscribe',
      'One-click unsubscribe from the newsletter (the link in each newsletter; no session): answers a small HTML page',
      'An HTML page: the address is unsubscribed',
    ],
    [
      'post',
      '/newsletter/unsubscribe',
      'newsletter.unsubscribeOneClick',
      "RFC 8058 one-click unsubscribe (a mail client's Unsubscribe button; the body is the form List-Unsubscribe=One-Click): as the GET",
      'An HTML page: the address is unsubscribed',
    ],
  ] as const;
  for (const [method, path, operationId, summary, description] of operations)
    options.document({
      method,
      path,
      operation: {
        operationId,
        summary,
        tags: ['content'],
        security: [],
        parameters: [tokenParameter],
        responses: {
          '200': { description },
          '400': { $ref: '#/components/responses/E400' },
        },
      },
    });
}
