import type { FastifyPluginAsync } from 'fastify';
import { MSG } from '@hercircle/shared';
import { AppError, sendError } from '../../lib/app-error.ts';
import { documentTokenLink, emailLinkPage, registerTokenLink } from '../../lib/email-link-pages.ts';
import type { ExtraRouteOptions } from '../../lib/http-routes.ts';
import {
  cancelDeletionByToken,
  checkCancelDeletionToken,
  exportData,
  type CancelLinkState,
} from './account.service.ts';

const HOME = [{ href: '/', label: 'HerCircle home' }];
const ASK = emailLinkPage(
  'Keep your account?',
  'Your account is deactivated and waits to be deleted. Press the button and it is active again at once: nothing is deleted, and you sign in as before.',
  HOME,
  'Keep my account',
);
const SIGN_IN = [{ href: '/sign-in', label: 'Sign in' }];
const CANCELLED = emailLinkPage(
  'Your account is active again',
  'Your account will not be deleted. Sign in as before: you are back in your groups, with your roles and your RSVPs.',
  SIGN_IN,
);
/** The link again, once the account is kept: pressed twice, or opened from the email later. */
const KEPT = emailLinkPage(
  'Your account is kept',
  'Your account will not be deleted: it is active, and you can sign in as before.',
  SIGN_IN,
);
const keptPage = (state: CancelLinkState) => (state === 'kept' ? KEPT : undefined);

/** The data export as a file download (REST only; the browser uses the same function over tRPC). */
export const accountHttpRoutes: FastifyPluginAsync<ExtraRouteOptions> = async (api, options) => {
  api.get('/account/export', async (request, reply) => {
    try {
      const ctx = await options.createContext(request);
      if (!ctx.user) throw new AppError('UNAUTHORIZED', MSG.notAuthenticated);
      const data = await exportData(ctx.db, ctx.user);
      const date = new Date().toISOString().slice(0, 10);
      reply.header('Content-Disposition', `attachment; filename="hercircle-data-${date}.json"`);
      reply.header('Cache-Control', 'no-store');
      return reply.type('application/json; charset=utf-8').send(JSON.stringify(data, null, 2));
    } catch (error) {
      return sendError(reply, error);
    }
  });
  // The confirmation email's cancel link, no session (the account is deactivated): the GET shows
  // the page with the button, its POST cancels.
  registerTokenLink(api, '/account/deletion/cancel', {
    missing: 'The cancel link has no token: copy the whole link.',
    check: async (token) => keptPage(await checkCancelDeletionToken(options.deps.db, token)),
    ask: ASK,
    act: async (token) => keptPage(await cancelDeletionByToken(options.deps.db, token)),
    done: CANCELLED,
    failure: {
      title: 'The deletion was not cancelled',
      links: [{ href: '/contact', label: 'Contact us' }],
    },
  });
  documentTokenLink(options.document, '/account/deletion/cancel', 'content', {
    get: {
      operationId: 'content.cancelDeletionPage',
      summary:
        'The emailed cancel link: checks the token and answers an HTML page whose button POSTs to the same URL; changes nothing',
      description: 'A page with the Keep my account button (text/html)',
    },
    post: {
      operationId: 'content.cancelDeletion',
      summary:
        "The cancel page's button: within the 30 days, reactivates the account and cancels the purge (an HTML page)",
      description: 'Account active again (text/html)',
    },
  });
  options.document({
    method: 'get',
    path: '/account/export',
    operation: {
      operationId: 'content.exportData',
      summary: 'Download all your data as JSON (Content-Disposition: attachment)',
      tags: ['content'],
      security: [{ bearerAuth: [] }],
      responses: {
        '200': { description: 'Your data' },
        '401': { $ref: '#/components/responses/E401' },
      },
    },
  });
};
