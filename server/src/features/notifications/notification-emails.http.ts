import type { FastifyPluginAsync } from 'fastify';
import { documentTokenLink, emailLinkPage, registerTokenLink } from '../../lib/email-link-pages.ts';
import type { ExtraRouteOptions } from '../../lib/http-routes.ts';
import { checkUnsubscribeToken, unsubscribeByToken } from './notification-emails.ts';

const ASK = emailLinkPage(
  'Stop notification emails?',
  'Press the button and HerCircle sends you no more notification emails. Your notifications still wait for you on the site.',
  undefined,
  'Turn off notification emails',
);
const DONE = emailLinkPage(
  'You won’t get notification emails any more',
  'Your notifications still wait for you on HerCircle. Changed your mind? Choose how often you hear from us in your notification settings.',
);

/**
 * The unsubscribe link of notification emails, no session (it is opened from a mail client, often
 * signed out): the GET shows the page with the button, its POST (or the mail client's RFC 8058
 * one-click POST) turns the emails off. The token stays out of the Referer of the page's links.
 */
export const notificationEmailHttpRoutes: FastifyPluginAsync<ExtraRouteOptions> = async (
  api,
  options,
) => {
  registerTokenLink(api, '/notifications/unsubscribe', {
    missing: 'The unsubscribe link has no token.',
    check: (token) => checkUnsubscribeToken(options.deps.db, token),
    ask: ASK,
    act: (token) => unsubscribeByToken(options.deps.db, token),
    done: DONE,
    failure: { title: 'This link does not work' },
  });
  documentTokenLink(options.document, '/notifications/unsubscribe', 'notifications', {
    get: {
      operationId: 'notifications.unsubscribePage',
      summary:
        'The unsubscribe link in each notification email (no session): checks the token and answers an HTML page whose button POSTs to the same URL; changes nothing',
      description: 'A page with the Turn off notification emails button',
    },
    post: {
      operationId: 'notifications.unsubscribe',
      summary:
        "The page's button, or RFC 8058 one-click unsubscribe (a mail client's Unsubscribe button; the body is the form List-Unsubscribe=One-Click): sets email_frequency to off and answers a small HTML page",
      description: 'An HTML page: notification emails are off',
    },
  });
};
