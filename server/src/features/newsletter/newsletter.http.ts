import type { FastifyPluginAsync } from 'fastify';
import { documentTokenLink, emailLinkPage, registerTokenLink } from '../../lib/email-link-pages.ts';
import type { ExtraRouteOptions } from '../../lib/http-routes.ts';
import { checkLinkToken, confirmByToken, unsubscribeByToken } from './newsletter.service.ts';

const CONFIRM = emailLinkPage(
  'Confirm your HerCircle newsletter subscription',
  'Press the button to get the HerCircle newsletter at this address. Each newsletter ends with a link to stop it.',
  undefined,
  'Confirm my subscription',
);
const CONFIRMED = emailLinkPage(
  'You’re subscribed to the HerCircle newsletter',
  'Thank you for confirming. Each newsletter ends with a link to stop it in one click.',
);
const UNSUBSCRIBE = emailLinkPage(
  'Stop the HerCircle newsletter?',
  'Press the button and this address gets no more newsletters.',
  undefined,
  'Unsubscribe',
);
const UNSUBSCRIBED = emailLinkPage(
  'You won’t get the HerCircle newsletter any more',
  'Your address is off the list. Changed your mind? Sign up again on HerCircle, or turn the newsletter on in your settings.',
);

/**
 * The links in newsletter emails, no session (opened from a mail client, often signed out): each
 * GET shows a page with a button, its POST acts (for unsubscribe, also the mail client's RFC 8058
 * one-click POST). The token stays out of the Referer of the page's links.
 */
export const newsletterHttpRoutes: FastifyPluginAsync<ExtraRouteOptions> = async (api, options) => {
  const { db } = options.deps;
  const common = {
    missing: 'The newsletter link has no token.',
    failure: { title: 'This link does not work' },
  };
  registerTokenLink(api, '/newsletter/confirm', {
    ...common,
    check: (token) => checkLinkToken(db, 'newsletter-confirm', token),
    ask: CONFIRM,
    act: (token) => confirmByToken(db, token),
    done: CONFIRMED,
  });
  registerTokenLink(api, '/newsletter/unsubscribe', {
    ...common,
    check: (token) => checkLinkToken(db, 'newsletter-unsubscribe', token),
    ask: UNSUBSCRIBE,
    act: (token) => unsubscribeByToken(db, token),
    done: UNSUBSCRIBED,
  });
  documentTokenLink(options.document, '/newsletter/confirm', 'content', {
    get: {
      operationId: 'newsletter.confirmPage',
      summary:
        'The link in the confirmation email (no session): checks the token and answers an HTML page whose button POSTs to the same URL; changes nothing',
      description: 'A page with the Confirm my subscription button',
    },
    post: {
      operationId: 'newsletter.confirm',
      summary:
        "The confirmation page's button: confirms the subscription and answers a small HTML page",
      description: 'An HTML page: the address is subscribed',
    },
  });
  documentTokenLink(options.document, '/newsletter/unsubscribe', 'content', {
    get: {
      operationId: 'newsletter.unsubscribePage',
      summary:
        'The unsubscribe link in each newsletter (no session): checks the token and answers an HTML page whose button POSTs to the same URL; changes nothing',
      description: 'A page with the Unsubscribe button',
    },
    post: {
      operationId: 'newsletter.unsubscribe',
      summary:
        "The page's button, or RFC 8058 one-click unsubscribe (a mail client's Unsubscribe button; the body is the form List-Unsubscribe=One-Click): unsubscribes and answers a small HTML page",
      description: 'An HTML page: the address is unsubscribed',
    },
  });
};
