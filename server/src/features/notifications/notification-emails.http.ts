import type { FastifyInstance } from 'fastify';
import {
  emailLinkPage,
  registerOneClickPost,
  tokenLinkHandler,
} from '../../http/email-link-pages.ts';
import type { ExtraRouteOptions } from '../../http/extra-routes.ts';
import { unsubscribeByToken } from './notification-emails.ts';

const DONE = emailLinkPage(
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
  const unsubscribe = tokenLinkHandler({
    missing: 'The unsubscribe link has no token.',
    act: (token) => unsubscribeByToken(options.deps.db, token),
    done: DONE,
    failure: { title: 'This link does not work' },
  });
  api.get('/v1/notifications/unsubscribe', unsubscribe);
  registerOneClickPost(api, '/v1/notifications/unsubscribe', unsubscribe);
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
