import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import helmet from '@fastify/helmet';

// Mantine injects style tags and attributes, so styles need 'unsafe-inline'; scripts stay 'self'.
const CONTENT_SECURITY_POLICY = {
  useDefaults: false,
  directives: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    objectSrc: ["'none'"],
    // No page uses <base>: an injected one would redirect every relative URL on the page.
    baseUri: ["'none'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  },
};
const FRAME_OPTIONS = 'deny';
const REFERRER_POLICY = 'strict-origin-when-cross-origin';
// The page of the emailed reset link holds its token in its URL: no Referer at all from it, not
// even to this site (the full URL would reach access logs with every asset and API request).
const TOKEN_IN_URL_PAGE = /^\/reset-password\/?(\?|$)/;
const OPENER_POLICY = 'same-origin';

// One year, this host only: the site does not own its parent domain's other hosts.
const STRICT_TRANSPORT_SECURITY = 'max-age=31536000';

const API_PATH = /^\/(api|trpc)(\/|\?|$)/;

export interface SecurityHeaderOptions {
  /** A trusted proxy (TRUST_PROXY) terminates TLS in front of us: send HSTS on every answer. */
  behindProxy: boolean;
}

/** What helmet has no switch for: HSTS only where TLS is in front, Permissions-Policy, API caching. */
function applyOwnHeaders(
  request: FastifyRequest,
  reply: FastifyReply,
  options: SecurityHeaderOptions,
): void {
  reply.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=()');
  // Browsers ignore HSTS over plain HTTP, so behind a proxy it is safe to send it always.
  if (options.behindProxy || request.protocol === 'https')
    reply.header('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
  // API answers hold tokens and personal data: no cache may keep them, unless a route said
  // otherwise (uploaded pictures are public and immutable).
  if (API_PATH.test(request.url) && !reply.hasHeader('Cache-Control'))
    reply.header('Cache-Control', 'no-store');
}

const csp = helmet.contentSecurityPolicy(CONTENT_SECURITY_POLICY);

/**
 * The headers helmet would send for our policy, all fixed: its Content-Security-Policy middleware
 * (built once, above) and the four others it has switches for. Every other helmet header stays off,
 * as before (a same-origin Cross-Origin-Resource-Policy, for one, would stop other sites showing
 * /api/v1/media pictures). @fastify/helmet built helmet's whole middleware again on every request,
 * parsing the policy each time (about 2% of the server's CPU under load); these values do not change.
 */
function applyPolicyHeaders(request: FastifyRequest, reply: FastifyReply): void {
  csp(request.raw, reply.raw, () => undefined);
  reply.header('X-Content-Type-Options', 'nosniff');
  reply.header('X-Frame-Options', FRAME_OPTIONS.toUpperCase());
  reply.header(
    'Referrer-Policy',
    TOKEN_IN_URL_PAGE.test(request.url) ? 'no-referrer' : REFERRER_POLICY,
  );
  reply.header('Cross-Origin-Opener-Policy', OPENER_POLICY);
}

/**
 * A page's own policy: its scripts as everywhere, and the router's inline scripts (its state for
 * hydration) that carry this response's nonce.
 */
export function allowScriptNonce(reply: FastifyReply, nonce: string): void {
  const policy = reply.getHeader('Content-Security-Policy');
  if (typeof policy !== 'string') return;
  reply.header(
    'Content-Security-Policy',
    policy.replace("script-src 'self'", `script-src 'self' 'nonce-${nonce}'`),
  );
}

/**
 * For the answers Fastify makes before any hook runs (a URL it cannot decode, a path too long),
 * where the hooks below never get to them: the same headers.
 */
export function applySecurityHeadersBeforeHooks(
  request: FastifyRequest,
  reply: FastifyReply,
  options: SecurityHeaderOptions,
): void {
  applyPolicyHeaders(request, reply);
  applyOwnHeaders(request, reply, options);
}

/** The policy's headers on every request, then our own headers as each answer leaves. */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: SecurityHeaderOptions,
): Promise<void> {
  app.addHook('onRequest', (request, reply, done) => {
    applyPolicyHeaders(request, reply);
    done();
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    applyOwnHeaders(request, reply, options);
    done(null, payload);
  });
}
