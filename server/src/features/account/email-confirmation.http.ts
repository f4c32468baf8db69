import type { FastifyPluginAsync } from 'fastify';
import { documentTokenLink, emailLinkPage, registerTokenLink } from '../../lib/email-link-pages.ts';
import type { ExtraRouteOptions } from '../../lib/http-routes.ts';
import { checkConfirmationToken, confirmEmail } from './email-confirmation.service.ts';

const HOME = [{ href: '/', label: 'Go to HerCircle' }];
const ASK = emailLinkPage(
  'Confirm your email address',
  'Press the button to confirm that this address belongs to your HerCircle account.',
  HOME,
  'Confirm my address',
);
const CONFIRMED = emailLinkPage(
  'Your email address is confirmed',
  'Thank you. Your HerCircle account uses this address: sign in with it, and everything on the site is open to you.',
  HOME,
);

/**
 * The link in a confirmation email, no session needed (it is often opened in a mail client's
 * browser): the GET checks the token and shows a button, since mail scanners and link previews
 * fetch links; its POST confirms (an HTML page, or `{data:{success:true}}` asked for as JSON).
 */
export const emailConfirmationHttpRoutes: FastifyPluginAsync<ExtraRouteOptions> = async (
  api,
  options,
) => {
  const { db } = options.deps;
  registerTokenLink(api, '/account/email/confirm', {
    missing: 'The confirmation link has no token: copy the whole link.',
    check: (token) => checkConfirmationToken(db, token),
    ask: ASK,
    act: (token) => confirmEmail(db, token),
    done: CONFIRMED,
    failure: { title: 'This link does not work', links: HOME },
  });
  documentTokenLink(options.document, '/account/email/confirm', 'content', {
    get: {
      operationId: 'content.confirmEmailPage',
      summary:
        'The link in a confirmation email (no session): checks the token and answers an HTML page whose button POSTs to the same URL; changes nothing',
      description: 'A page with the Confirm my address button (text/html)',
    },
    post: {
      operationId: 'content.confirmEmail',
      summary:
        'The page’s button: confirms the address (or applies the new address an admin gave the account); an HTML page, or `{data:{success:true}}` with Accept: application/json',
      description: 'Address confirmed',
    },
  });
};
