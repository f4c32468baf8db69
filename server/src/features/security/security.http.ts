import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { documentTokenLink, emailLinkPage, registerTokenLink } from '../../lib/email-link-pages.ts';
import type { ExtraRouteOptions } from '../../lib/http-routes.ts';
import { issueResetToken } from '../auth/auth.service.ts';
import { notMe, readNotMeToken } from './sign-in-alerts.ts';

const BROKEN =
  'This link does not work: it is older than 7 days or was not copied whole. To be safe, sign in and sign out the devices you do not know in Settings, or reset your password from the sign-in page.';

const ASK = emailLinkPage(
  'Not you?',
  'Press the button to sign out the browser from the alert at once. You then choose a new password, so whoever signed in cannot come back with the old one.',
  [{ href: '/', label: 'HerCircle home' }],
  'Sign it out and reset my password',
);

/** The sign-in alert's "Not you?" link (REST only: an emailed link, opened signed out). */
export const securityHttpRoutes: FastifyPluginAsync<ExtraRouteOptions> = async (api, options) => {
  const { db } = options.deps;
  registerTokenLink(api, '/account/not-me', {
    missing: 'The link has no token: copy the whole link.',
    check: async (token) => {
      if (!(await readNotMeToken(db, token))) throw new AppError('BAD_REQUEST', BROKEN);
    },
    ask: ASK,
    act: async (token) => {
      const userId = await notMe(db, token);
      if (userId === null) throw new AppError('BAD_REQUEST', BROKEN);
      const reset = await issueResetToken(db, userId);
      return emailLinkPage(
        'That browser is signed out',
        'Now choose a new password. The link below works for one hour; your other devices stay signed in until you change it.',
        [
          {
            href: `/reset-password?token=${encodeURIComponent(reset)}`,
            label: 'Choose a new password',
          },
        ],
      );
    },
    done: '',
    failure: { title: 'The link did not work', links: [{ href: '/sign-in', label: 'Sign in' }] },
  });
  documentTokenLink(options.document, '/account/not-me', 'auth', {
    get: {
      operationId: 'auth.notMePage',
      summary:
        'The sign-in alert’s “Not you?” link: checks it and answers a page whose button POSTs to the same URL; changes nothing',
      description: 'A page with the button (text/html)',
    },
    post: {
      operationId: 'auth.notMe',
      summary:
        'The “Not you?” page’s button: ends the session the alert was about and answers a page leading to a new password',
      description: 'Session ended (text/html)',
    },
  });
};
