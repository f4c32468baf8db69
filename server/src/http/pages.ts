import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from '@hercircle/shared/constants';
import { LANGUAGE_COOKIE, pickLanguage, type Language } from '@hercircle/shared/languages';
import type { AppRouter } from '../trpc/app-router.ts';
import type { Context } from '../trpc/context.ts';
import type { AuthUser } from '../auth/sessions.ts';
import { cookieValue } from './cookies.ts';
import { allowScriptNonce } from './security-headers.ts';
import { languageOf } from '../features/users/users.service.ts';

/** Renders one page (client/src/entry-server.tsx's renderPage). */
export type RenderPage = (page: {
  request: Request;
  nonce: string;
  router: AppRouter;
  ctx: () => Promise<Context>;
  member: AuthUser | null;
  language: Language;
}) => Promise<Response>;

/** What the client build's server bundle (client/src/entry-server.tsx, built to dist/ssr) offers. */
interface ServerBundle {
  createPageRenderer(viteManifest: unknown): RenderPage;
}

export interface PageOptions {
  router: AppRouter;
  /** The context a page's queries run in: a visitor's (token null) or the cookie's session's. */
  context: (request: FastifyRequest, token: string | null) => Promise<Context>;
}

/** The session token a page request's cookie carries (client/src/lib/session.ts), if any. */
export const sessionCookie = (header: string | undefined): string | null =>
  cookieValue(header, SESSION_COOKIE);

/**
 * Every page, rendered for its request by the router (the server bundle loads with the first):
 * for the member whose session cookie the request carries, else for a visitor. Only page requests
 * read the cookie; the API takes the token from the Authorization header alone.
 */
export function createPageHandler(root: string, options: PageOptions) {
  const bundleFile = path.join(root, 'ssr', 'entry-server.js');
  const manifestFile = path.join(root, '.vite', 'manifest.json');
  let renderer: Promise<RenderPage> | null = null;
  return pageSender(
    () =>
      (renderer ??= (import(pathToFileURL(bundleFile).href) as Promise<ServerBundle>).then((m) =>
        m.createPageRenderer(JSON.parse(fs.readFileSync(manifestFile, 'utf8'))),
      )),
    options,
  );
}

/**
 * Sends each page as `renderer` renders it: the build's (above), or in development the client's
 * sources' through Vite (dev-pages.ts).
 */
export function pageSender(renderer: () => Promise<RenderPage>, options: PageOptions) {
  return async function sendPage(request: FastifyRequest, reply: FastifyReply) {
    const render = await renderer();
    const token = sessionCookie(request.headers.cookie);
    // An ended session, or the database out of reach: the page as a visitor gets it.
    const memberCtx = token
      ? await options.context(request, token).catch((error: unknown) => {
          request.log.warn({ err: error }, 'page: session not checked');
          return null;
        })
      : null;
    const member = memberCtx?.user ?? null;
    // Hers, on every device; else this browser's footer choice, else its Accept-Language.
    const chosen =
      member && memberCtx ? await languageOf(memberCtx.db, member.id).catch(() => null) : null;
    const ctx = member && memberCtx ? memberCtx : await options.context(request, null);
    const nonce = randomBytes(16).toString('base64');
    // The render stops when she goes away before it is done.
    const gone = new AbortController();
    reply.raw.on('close', () => {
      if (!reply.raw.writableFinished) gone.abort();
    });
    // The address as the browser has it: the router in the browser must find the same location
    // the server rendered, or it loads the page again before it answers a tap.
    const origin = `${request.protocol}://${request.host}`;
    const response = await render({
      // Only what the render needs: the address and the browser's name (a crawler gets the
      // whole page at once). Never the cookie.
      request: new Request(new URL(request.url, origin), {
        headers: { 'user-agent': request.headers['user-agent'] ?? '' },
        signal: gone.signal,
      }),
      nonce,
      router: options.router,
      ctx: async () => ctx,
      member,
      // The language she chose in the footer, else her browser's first the site speaks.
      language: pickLanguage(
        chosen ?? cookieValue(request.headers.cookie, LANGUAGE_COOKIE),
        request.headers['accept-language'],
      ),
    });
    // A page rendered for her is hers alone; any page differs with the cookie.
    reply.header('Vary', 'Cookie, Accept-Language');
    reply.header('Cache-Control', member ? 'private, no-store' : 'no-cache');
    allowScriptNonce(reply, nonce);
    reply.status(response.status);
    response.headers.forEach((value, name) => {
      // The router's redirects name this site's paths: sent as paths, whatever the Host said.
      if (name === 'location' && value.startsWith(`${origin}/`))
        reply.header(name, value.slice(origin.length));
      else reply.header(name, value);
    });
    return reply.send(response.body ? Readable.fromWeb(response.body as never) : '');
  };
}
