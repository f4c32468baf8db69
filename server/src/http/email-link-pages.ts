import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, sendError, toAppError } from '../lib/app-error.ts';
import { escapeHtml } from '../lib/escape-html.ts';

export interface PageLink {
  href: string;
  label: string;
}

const SETTINGS_AND_HOME: PageLink[] = [
  { href: '/settings', label: 'Notification settings' },
  { href: '/', label: 'HerCircle home' },
];

/**
 * A page of its own, not the app: the links in emails (unsubscribe, confirm, cancel) are opened
 * from a mail client, often signed out.
 */
export function emailLinkPage(title: string, text: string, links = SETTINGS_AND_HOME): string {
  const anchors = links
    .map((l) => `<a href="${escapeHtml(l.href)}" style="color: #7a2a5c">${escapeHtml(l.label)}</a>`)
    .join(' · ');
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · HerCircle</title></head>
<body style="font-family: system-ui, sans-serif; color: #1f1f1f; line-height: 1.5; margin: 0">
<main style="max-width: 34rem; margin: 3rem auto; padding: 0 1.25rem">
<p style="font-weight: 700; color: #7a2a5c">HerCircle</p>
<h1 style="font-size: 1.375rem; line-height: 1.3">${escapeHtml(title)}</h1>
<p>${escapeHtml(text)}</p>
<p>${anchors}</p>
</main>
</body>
</html>
`;
}

function answerHtml(reply: FastifyReply, status: number, html: string) {
  // The token stays out of the Referer of the page's links, and out of caches.
  return reply
    .status(status)
    .header('Cache-Control', 'no-store')
    .header('Referrer-Policy', 'no-referrer')
    .type('text/html; charset=utf-8')
    .send(html);
}

/**
 * The handler of an emailed link `?token=`: runs `act` and answers the `done` page. A bad token is
 * a 400: a small page for a browser, the API's JSON error body for other callers.
 */
export function tokenLinkHandler(args: {
  missing: string;
  act: (token: string) => Promise<void>;
  done: string;
  failure: { title: string; links?: PageLink[] };
}) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const { token } = request.query as { token?: unknown };
    try {
      if (typeof token !== 'string' || token === '')
        throw new AppError('BAD_REQUEST', args.missing);
      await args.act(token);
      return answerHtml(reply, 200, args.done);
    } catch (error) {
      const failure = toAppError(error);
      if (failure.status !== 400 || !request.headers.accept?.includes('text/html'))
        return sendError(reply, failure);
      return answerHtml(
        reply,
        400,
        emailLinkPage(args.failure.title, failure.message, args.failure.links),
      );
    }
  };
}

/**
 * RFC 8058: a mail client's own Unsubscribe button POSTs "List-Unsubscribe=One-Click" as a form to
 * the List-Unsubscribe link. The form body says nothing we need, so only this scope accepts it.
 */
export function registerOneClickPost(
  api: FastifyInstance,
  path: string,
  handler: ReturnType<typeof tokenLinkHandler>,
): void {
  void api.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_request, body, done) => done(null, body),
    );
    scope.post(path, handler);
  });
}
