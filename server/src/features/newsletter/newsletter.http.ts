import type { FastifyInstance } from 'fastify';
import {
  emailLinkPage,
  registerOneClickPost,
  tokenLinkHandler,
} from '../../http/email-link-pages.ts';
import type { ExtraRouteOptions } from '../../http/extra-routes.ts';
import type { Database } from '../../db/schema.ts';
import type { Kysely } from 'kysely';
import { confirmByToken, unsubscribeByToken } from './newsletter.service.ts';

const CONFIRMED = emailLinkPage(
  'You’re subscribed to the HerCircle newsletter',
  'Thank you for confirming. Each newsletter ends with a link to stop it in one click.',
);
const UNSUBSCRIBED = emailLinkPage(
  'You won’t get the HerCircle newsletter any more',
  'Your address is off the list. Changed your mind? Sign up again on HerCircle, or turn the newsletter on in your settings.',
);

/**
 * The links in newsletter emails: GET, no session (opened from a mail client, often signed out).
 * A browser gets a small page either way; other callers get the API's JSON error body for a bad
 * token. The token stays out of the Referer of the page's links.
 */
export function registerNewsletterHttpRoutes(api: FastifyInstance, options: ExtraRouteOptions) {
  const handler = (act: (db: Kysely<Database>, token: string) => Promise<void>, done: string) =>
    tokenLinkHandler({
      missing: 'The newsletter link has no token.',
      act: (token) => act(options.deps.db, token),
      done,
      failure: { title: 'This link does not work' },
    });
  const unsubscribe = handler(unsubscribeByToken, UNSUBSCRIBED);
  api.get('/v1/newsletter/confirm', handler(confirmByToken, CONFIRMED));
  api.get('/v1/newsletter/unsubscribe', unsubscribe);
  registerOneClickPost(api, '/v1/newsletter/unsubscribe', unsubscribe);
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
