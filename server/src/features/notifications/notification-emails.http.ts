import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, sendError, toAppError } from '../../lib/app-error.ts';
import type { ExtraRouteOptions } from '../../http/extra-routes.ts';
import { unsubscribeByToken } from './notification-emails.ts';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const escape = (text: string) => text.replace(/[&<>"]/g, (c) => ESCAPES[c] ?? c);

/** A page of its own (not the app): it must read well opened from a mail client, signed out. */
export function page(title: string, text: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)} · HerCircle</title></head>
<body style="font-family: system-ui, sans-serif; color: #1f1f1f; line-height: 1.5; margin: 0">
<main style="max-width: 34rem; margin: 3rem auto; padding: 0 1.25rem">
<p style="font-weight: 700; color: #7a2a5c">HerCircle</p>
<h1 style="font-size: 1.375rem; line-height: 1.3">${escape(title)}</h1>
<p>${escape(text)}</p>
<p><a href="/settings" style="color: #7a2a5c">Notification settings</a> · <a href="/" style="color: #7a2a5c">HerCircle home</a></p>
</main>
</body>
</html>
`;
}

const DONE = page(
  'You won’t get notification emails any more',
  'Your notifications still wait for you on HerCircle. Changed your mind? Choose how often you hear from us in your notification settings.',
);

/**
 * The one-click unsubscribe link of notification emails: GET, no session (it is opened from a mail
 * client, often signed out). A browser gets a small page either way; other callers get the API's
 * JSON error body for a bad token. The token stays out of the Referer of the page's one link.
 */
export function registerNotificationEmailHttpRoutes(
  api: FastifyInstance,
  options: ExtraRouteOptions,
): void {
  const answer = (reply: FastifyReply, status: number, html: string) =>
    reply
      .status(status)
      .header('Cache-Control', 'no-store')
      .header('Referrer-Policy', 'no-referrer')
      .type('text/html; charset=utf-8')
      .send(html);

  const unsubscribe = async (request: FastifyRequest, reply: FastifyReply) => {
    const { token } = request.query as { token?: unknown };
    try {
      if (typeof token !== 'string' || token === '')
        throw new AppError('BAD_REQUEST', 'The unsubscribe link has no token.');
      await unsubscribeByToken(options.deps.db, token);
      return answer(reply, 200, DONE);
    } catch (error) {
      const failure = toAppError(error);
      if (failure.status !== 400 || !request.headers.accept?.includes('text/html'))
        return sendError(reply, failure);
      return answer(reply, 400, page('This link does not work', failure.message));
    }
  };
  api.get('/v1/notifications/unsubscribe', unsubscribe);
  // RFC 8058: a mail client's own Unsubscribe button POSTs "List-Unsubscribe=One-Click" as a form
  // to the List-Unsubscribe link. The form body says nothing we need, so this scope only accepts it.
  void api.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_request, body, done) => done(null, body),
    );
    scope.post('/v1/notifications/unsubscribe', unsubscribe);
  });
  options.document({
    method: 'get',
    path: '/notifications/unsubscribe',
    operation: {
      operationId: 'notifications.unsubscribe',
      summary:
        'One-click unsubscribe from notification emails (the link in each email; no session): sets email_frequency to off and answers a small HTML page',
      tags: ['notifications'],
      security: [],
      parameters: [{ name: 'token', in: 'query', required: true, schema: { type: 'string' } }],
      responses: {
        '200': { description: 'An HTML page: notification emails are off' },
        '400': { $ref: '#/components/responses/E400' },
      },
    },
  });
  options.document({
    method: 'post',
    path: '/notifications/unsubscribe',
    operation: {
      operationId: 'notifications.unsubscribeOneClick',
      summary:
        "RFC 8058 one-click unsubscribe (a mail client's Unsubscribe button; the body is the form List-Unsubscribe=One-Click): as the GET",
      tags: ['notifications'],
      security: [],
      parameters: [{ name: 'token', in: 'query', required: true, schema: { type: 'string' } }],
      responses: {
        '200': { description: 'An HTML page: notification emails are off' },
        '400': { $ref: '#/components/responses/E400' },
      },
    },
  });
}
