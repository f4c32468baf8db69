import type { Kysely } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/schema.ts';
import type { Env } from '../env.ts';
import type { AuthSession, AuthUser } from '../auth/sessions.ts';
import { validateToken } from '../auth/sessions.ts';
import type { Mailer } from '../lib/mailer.ts';
import type { MaxFileSize } from '@hercircle/shared';
import type { LiveHub } from '../live/hub.ts';
import {
  LANGUAGE_COOKIE,
  isLanguage,
  pickLanguage,
  type Language,
} from '@hercircle/shared/languages';
import type { SessionCache } from '../auth/session-cache.ts';

/** What every procedure can reach. Built from an HTTP request, or directly in tests. */
export interface Context {
  db: Kysely<Database>;
  env: Env;
  mailer: Mailer;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error' | 'debug'>;
  ip: string;
  /** The browser's User-Agent header (a sign-in names her device by it), if it sent one. */
  userAgent: string | null;
  /** The browser's Accept-Language header (resources put her region's helplines first), if sent. */
  acceptLanguage: string | null;
  requestId: string;
  /** Where links in emails point (see publicOrigin). */
  origin: string;
  user: AuthUser | null;
  session: AuthSession | null;
  /** The name a live stream gives itself (a reconnect with the same name replaces the stream). */
  streamId: string | null;
  /** The services that live beyond one request (the live push channel, for one). */
  services: AppServices;
  /** The request's cookies, and cookies for the answer (none outside HTTP, as in tests' callers). */
  cookies: RequestCookies;
  /**
   * The language her answers' messages are in (issue 34): a signed-in member's own, else the
   * `hc_lang` cookie's, else Accept-Language's, else English. Absent in contexts built by hand.
   */
  language?: Language;
}

/** The language of a request's messages (see Context.language): no query, the session has it. */
export function contextLanguage(
  user: Pick<AuthUser, 'language'> | null,
  cookies: RequestCookies,
  acceptLanguage: string | null | undefined,
): Language {
  const own = user?.language;
  return pickLanguage(
    isLanguage(own) ? own : cookies.get(LANGUAGE_COOKIE),
    acceptLanguage ?? undefined,
  );
}

export interface RequestCookies {
  get(name: string): string | null;
  /** Sets an HttpOnly, SameSite=Lax cookie for the whole site (Secure over HTTPS). */
  set(name: string, value: string, maxAgeSeconds: number): void;
}

const NO_COOKIES: RequestCookies = { get: () => null, set: () => undefined };

/** Process-wide services; optional ones arrive with the features that need them. */
export interface AppServices {
  /** Site settings (admin portal); defaults apply until it exists. */
  settings?: { get(): Promise<{ maxFileSize: MaxFileSize }> };
  /** The live push channel, chat's and every feature's (absent in callers built without it). */
  live?: LiveHub;
  /** Recent session lookups (absent, or keeping nothing, where SESSION_CACHE_MS is 0). */
  sessions?: SessionCache;
}

export interface ContextDeps {
  db: Kysely<Database>;
  env: Env;
  mailer: Mailer;
  log: Context['log'];
  services: AppServices;
}

export function bearerToken(header: string | string[] | undefined): string | null {
  const value = Array.isArray(header) ? header[0] : header;
  if (!value) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(value.trim());
  return match?.[1] ?? null;
}

/**
 * Where links in emails point: PUBLIC_URL, or this server on localhost. Never the request's Host or
 * X-Forwarded-Host, which the sender controls: a forged one would carry a reset token to its site.
 */
export function publicOrigin(env: Pick<Env, 'PUBLIC_URL' | 'PORT'>): string {
  return env.PUBLIC_URL?.replace(/\/$/, '') ?? `http://localhost:${env.PORT}`;
}

/** Resolves the bearer token to a user once per request. */
export async function createContext(
  deps: ContextDeps,
  request: {
    ip: string;
    id: string;
    userAgent?: string | null;
    acceptLanguage?: string | null;
    token: string | null;
    streamId?: string | null;
    cookies?: RequestCookies;
  },
): Promise<Context> {
  const auth = request.token
    ? await validateToken(deps.db, request.token, deps.services.sessions)
    : null;
  const cookies = request.cookies ?? NO_COOKIES;
  return {
    ...deps,
    ip: request.ip,
    userAgent: request.userAgent?.slice(0, 512) ?? null,
    acceptLanguage: request.acceptLanguage?.slice(0, 256) ?? null,
    requestId: request.id,
    origin: publicOrigin(deps.env),
    user: auth?.user ?? null,
    session: auth?.session ?? null,
    streamId: request.streamId && request.streamId.length <= 64 ? request.streamId : null,
    cookies,
    language: contextLanguage(auth?.user ?? null, cookies, request.acceptLanguage),
  };
}
