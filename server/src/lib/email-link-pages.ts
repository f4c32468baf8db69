import type { ExtraOperation } from '../http/openapi.ts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, sendError, toAppError } from './app-error.ts';
import { escapeHtml } from './escape-html.ts';

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
 * from a mail client, often signed out. With `button`, the page holds a plain form that POSTs to
 * the page's own URL (the token included): no script, so the CSP needs nothing inline.
 */
export function emailLinkPage(
  title: string,
  text: string,
  links = SETTINGS_AND_HOME,
  button?: string,
): string {
  const anchors = links
    .map((l) => `<a href="${escapeHtml(l.href)}" style="color: #7a2a5c">${escapeHtml(l.label)}</a>`)
    .join(' · ');
  const form =
    button === undefined
      ? ''
      : `<form method="post" style="margin: 1.5rem 0">
<button type="submit" style="font: inherit; font-weight: 600; color: #fff; background: #7a2a5c; border: 0; border-radius: 0.5rem; padding: 0.75rem 1.25rem; min-height: 2.75rem; cursor: pointer">${escapeHtml(button)}</button>
</form>
`;
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<title>${escapeHtml(title)} · HerCircle</title></head>
<body style="font-family: system-ui, sans-serif; color: #1f1f1f; line-height: 1.5; margin: 0">
<main style="max-width: 34rem; margin: 3rem auto; padding: 0 1.25rem">
<p style="font-weight: 700; color: #7a2a5c">HerCircle</p>
<h1 style="font-size: 1.375rem; line-height: 1.3">${escapeHtml(title)}</h1>
<p>${escapeHtml(text)}</p>
${form}<p>${anchors}</p>
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

function wantsJson(request: FastifyRequest): boolean {
  const accept = request.headers.accept ?? '';
  return accept.includes('application/json') && !accept.includes('text/html');
}

interface TokenPage {
  /** The error message when the URL has no token. */
  missing: string;
  failure: { title: string; links?: PageLink[] };
}

/**
 * Answers an emailed link `?token=`: runs `use` and answers `page`. A bad token is a 400: a small
 * page for a browser, the API's JSON error body for other callers.
 */
function tokenHandler(
  args: TokenPage,
  use: (token: string) => Promise<string | void>,
  page: string,
  acts = false,
) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const { token } = request.query as { token?: unknown };
    try {
      if (typeof token !== 'string' || token === '')
        throw new AppError('BAD_REQUEST', args.missing);
      const instead = await use(token);
      // A script asking for JSON (api.md: `{data:{success:true}}`) is answered as the API answers.
      if (acts && wantsJson(request))
        return reply.header('Cache-Control', 'no-store').send({ data: { success: true } });
      return answerHtml(reply, 200, instead ?? page);
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
 * An emailed link that changes something. Mail scanners and link previews open links, so a GET
 * only checks the token (a bad one is refused at once) and answers `ask`, a page whose button
 * POSTs to the same URL; the POST acts and answers `done`. Either may answer a page of its own
 * instead (a link whose work is already done says so rather than failing). RFC 8058: a mail
 * client's own Unsubscribe button POSTs "List-Unsubscribe=One-Click" as a form to the same link;
 * the page's button POSTs the same type, empty. The form body says nothing we need, so only this scope
 * accepts it.
 */
export function registerTokenLink(
  api: FastifyInstance,
  path: string,
  args: TokenPage & {
    check: (token: string) => Promise<string | void>;
    ask: string;
    act: (token: string) => Promise<string | void>;
    done: string;
  },
): void {
  api.get(path, tokenHandler(args, args.check, args.ask));
  void api.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_request, body, done) => done(null, body),
    );
    scope.post(path, tokenHandler(args, args.act, args.done, true));
  });
}

/** One side of an emailed link in the OpenAPI document: its operation id and what it says. */
export interface TokenLinkDoc {
  operationId: string;
  summary: string;
  /** What the 200 answers. */
  description: string;
}

/**
 * Documents an emailed link registered with registerTokenLink: its GET (the page that checks the
 * token) and its POST (the page's button), no session, the token in the query.
 */
export function documentTokenLink(
  document: (operation: ExtraOperation) => void,
  path: string,
  tag: string,
  sides: { get: TokenLinkDoc; post: TokenLinkDoc },
): void {
  for (const method of ['get', 'post'] as const) {
    const { operationId, summary, description } = sides[method];
    document({
      method,
      path,
      operation: {
        operationId,
        summary,
        tags: [tag],
        security: [],
        parameters: [{ name: 'token', in: 'query', required: true, schema: { type: 'string' } }],
        responses: {
          '200': { description },
          '400': { $ref: '#/components/responses/E400' },
        },
      },
    });
  }
}
