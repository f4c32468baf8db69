import type { FastifyInstance, FastifyReply } from 'fastify';
import { MSG } from '@hercircle/shared';
import { AppError, sendError, toAppError } from '../../lib/app-error.ts';
import type { ExtraRouteOptions } from '../../http/extra-routes.ts';
import { cancelDeletionByToken, exportData } from './account.service.ts';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const escape = (text: string) => text.replace(/[&<>"]/g, (c) => ESCAPES[c] ?? c);

/** A page of its own, not the app: it is opened from a mail client, signed out. */
function page(title: string, text: string, link: { href: string; label: string }): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)} · HerCircle</title></head>
<body style="font-family: system-ui, sans-serif; color: #1f1f1f; line-height: 1.5; margin: 0">
<main style="max-width: 34rem; margin: 3rem auto; padding: 0 1.25rem">
<p style="font-weight: 700; color: #7a2a5c">HerCircle</p>
<h1 style="font-size: 1.375rem; line-height: 1.3">${escape(title)}</h1>
<p>${escape(text)}</p>
<p><a href="${link.href}" style="color: #7a2a5c">${escape(link.label)}</a></p>
</main>
</body>
</html>
`;
}

const CANCELLED = page(
  'Your account is active again',
  'Your account will not be deleted. Sign in as before; your groups are waiting to be joined again.',
  { href: '/sign-in', label: 'Sign in' },
);

function answerHtml(reply: FastifyReply, status: number, html: string) {
  return reply
    .status(status)
    .header('Cache-Control', 'no-store')
    .header('Referrer-Policy', 'no-referrer')
    .type('text/html; charset=utf-8')
    .send(html);
}

/** The data export as a file download (REST only; the browser uses the same function over tRPC). */
export function registerAccountHttpRoutes(api: FastifyInstance, options: ExtraRouteOptions): void {
  api.get('/v1/account/export', async (request, reply) => {
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
  // The confirmation email's cancel link: GET, no session (the account is deactivated). A browser
  // gets a small page either way; other callers get the API's JSON error body for a bad token.
  api.get('/v1/account/deletion/cancel', async (request, reply) => {
    const { token } = request.query as { token?: unknown };
    try {
      if (typeof token !== 'string' || token === '')
        throw new AppError('BAD_REQUEST', 'The cancel link has no token: copy the whole link.');
      await cancelDeletionByToken(options.deps.db, token);
      return answerHtml(reply, 200, CANCELLED);
    } catch (error) {
      const failure = toAppError(error);
      if (failure.status !== 400 || !request.headers.accept?.includes('text/html'))
        return sendError(reply, failure);
      return answerHtml(
        reply,
        400,
        page('The deletion was not cancelled', failure.message, {
          href: '/contact',
          label: 'Contact us',
        }),
      );
    }
  });
  options.document({
    method: 'get',
    path: '/account/deletion/cancel',
    operation: {
      operationId: 'content.cancelDeletion',
      summary:
        'The emailed cancel link: within the 30 days, reactivates the account and cancels the purge (an HTML page)',
      tags: ['content'],
      security: [],
      parameters: [{ name: 'token', in: 'query', required: true, schema: { type: 'string' } }],
      responses: {
        '200': { description: 'Account active again (text/html)' },
        '400': { $ref: '#/components/responses/E400' },
      },
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
}
