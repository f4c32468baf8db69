import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RequestCookies } from '../trpc/context.ts';

/** The Set-Cookie lines a request's procedures asked for, written when its answer goes out. */
const pending = new WeakMap<FastifyRequest, string[]>();

/** The value of cookie `name` in a Cookie header, decoded; null when absent or malformed. */
export function cookieValue(header: string | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key !== name) continue;
    try {
      return decodeURIComponent(value.join('=')) || null;
    } catch {
      return null;
    }
  }
  return null;
}

/**
 * A request's cookies for its context. Cookies are set HttpOnly (no script reads them), SameSite=Lax
 * and for the whole site, and Secure when the site is served over HTTPS (a plain-HTTP development
 * server's browser would drop a Secure one).
 */
export function requestCookies(request: FastifyRequest, httpsSite: boolean): RequestCookies {
  return {
    get: (name) => cookieValue(request.headers.cookie, name),
    set(name, value, maxAgeSeconds) {
      const secure = httpsSite || request.protocol === 'https' ? '; Secure' : '';
      const line = `${name}=${encodeURIComponent(value)}; Max-Age=${maxAgeSeconds}; Path=/; HttpOnly; SameSite=Lax${secure}`;
      const lines = pending.get(request) ?? [];
      lines.push(line);
      pending.set(request, lines);
    },
  };
}

/** Adds the cookies the request's procedures set to its answer (an onSend step). */
export function writeCookies(request: FastifyRequest, reply: FastifyReply): void {
  const lines = pending.get(request);
  if (lines) reply.header('Set-Cookie', lines);
}
