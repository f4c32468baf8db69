import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

// Mantine injects style tags and attributes, so styles need 'unsafe-inline'; scripts stay 'self'.
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

// One year, this host only: the site does not own its parent domain's other hosts.
const STRICT_TRANSPORT_SECURITY = 'max-age=31536000';

const API_PATH = /^\/(api|trpc)(\/|\?|$)/;

export interface SecurityHeaderOptions {
  /** A trusted proxy (TRUST_PROXY) terminates TLS in front of us: send HSTS on every answer. */
  behindProxy: boolean;
}

/** The headers every answer carries; also called directly where Fastify answers before any hook. */
export function applySecurityHeaders(
  request: FastifyRequest,
  reply: FastifyReply,
  options: SecurityHeaderOptions,
): void {
  reply.header('Content-Security-Policy', CONTENT_SECURITY_POLICY);
  reply.header('X-Content-Type-Options', 'nosniff');
  reply.header('X-Frame-Options', 'DENY');
  reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
  reply.header('Cross-Origin-Opener-Policy', 'same-origin');
  reply.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=()');
  // Browsers ignore HSTS over plain HTTP, so behind a proxy it is safe to send it always.
  if (options.behindProxy || request.protocol === 'https')
    reply.header('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
  // API answers hold tokens and personal data: no cache may keep them, unless a route said
  // otherwise (uploaded pictures are public and immutable).
  if (API_PATH.test(request.url) && !reply.hasHeader('Cache-Control'))
    reply.header('Cache-Control', 'no-store');
}

export function registerSecurityHeaders(
  app: FastifyInstance,
  options: SecurityHeaderOptions,
): void {
  app.addHook('onSend', async (request, reply, payload) => {
    applySecurityHeaders(request, reply, options);
    return payload;
  });
}
