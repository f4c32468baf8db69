import type { FastifyInstance } from 'fastify';
import type { LoginOutcome, LoginResult } from '@hercircle/shared';
import { sql, type Kysely } from 'kysely';
import { testEnv, type Env } from '../src/env.ts';
import { buildServer } from '../src/http/server.ts';
import { createMailer } from '../src/lib/mailer.ts';
import { appRouter } from '../src/trpc/app-router.ts';
import { createCallerFactory } from '../src/trpc/init.ts';
import { createContext, type AppServices, type Context } from '../src/trpc/context.ts';
import type { Database } from '../src/db/schema.ts';
import type { DbHandle } from '../src/db/index.ts';
import { createServices } from '../src/services.ts';
import { createTestDatabase } from './db.ts';

const silentLog = {
  info: () => undefined,
  warn: () => undefined,
  error: () => undefined,
  debug: () => undefined,
};
const createCaller = createCallerFactory(appRouter);

export interface Harness {
  db: Kysely<Database>;
  env: Env;
  app: FastifyInstance;
  /** A tRPC caller as a visitor (no token) or as the holder of `token`. */
  caller(token?: string | null, ip?: string): Promise<ReturnType<typeof createCaller>>;
  context(token?: string | null, ip?: string): Promise<Context>;
  services: AppServices;
  close(): Promise<void>;
}

/** The real server on a test database: REST through app.inject, tRPC through callers with the same context. */
export async function createHarness(
  handle: DbHandle,
  overrides: Parameters<typeof testEnv>[0] = {},
  clientDist?: string,
): Promise<Harness> {
  const env = testEnv(overrides);
  // SMTP_URL only where a test gives one (a fake server): mail is kept in the outbox otherwise.
  const mailer = createMailer(handle.db, {
    smtpUrl: env.SMTP_URL,
    from: env.MAIL_FROM,
    log: silentLog,
  });
  const running = await createServices(handle, undefined, {
    sessionCacheMs: env.SESSION_CACHE_MS,
  });
  const deps = { db: handle.db, env, mailer, services: running.services };
  const app = await buildServer({ deps, clientDist });
  await app.ready();
  const context = (token: string | null = null, ip = '127.0.0.1') =>
    createContext({ ...deps, log: silentLog }, { ip, id: 'test', token });
  return {
    db: handle.db,
    env,
    app,
    context,
    services: running.services,
    caller: async (token, ip) => createCaller(await context(token ?? null, ip)),
    async close() {
      await app.close();
      await running.close();
      await handle.close();
    },
  };
}

let counter = 0;

export interface TestUser {
  id: number;
  email: string;
  password: string;
  token: string;
}

/**
 * Registers and signs in a member (or, with role admin, promotes them first). Her address counts
 * as confirmed, as a member's who followed the emailed link, unless `unconfirmed`; her account is
 * two days old, past the new-account hours (24 by default), unless `new_account`.
 */
export async function signUp(
  h: Harness,
  opts: {
    role?: 'user' | 'admin';
    first_name?: string;
    last_name?: string;
    email?: string;
    unconfirmed?: boolean;
    new_account?: boolean;
  } = {},
): Promise<TestUser> {
  counter += 1;
  const email = opts.email ?? `member${counter}-${Date.now()}@example.com`;
  const password = 'correct-horse-battery';
  const visitor = await h.caller(null, `10.0.${counter % 250}.1`);
  const { user } = await visitor.auth.register({
    email,
    password,
    first_name: opts.first_name ?? 'Test',
    last_name: opts.last_name ?? `Member${counter}`,
  });
  if (opts.role === 'admin')
    await h.db.updateTable('users').set({ role: 'admin' }).where('id', '=', user.id).execute();
  if (!opts.unconfirmed)
    await h.db
      .updateTable('users')
      .set({ email_verified: true })
      .where('id', '=', user.id)
      .execute();
  if (!opts.new_account) await establish(h, user.id);
  const { token } = signedIn(await visitor.auth.login({ email, password }));
  return { id: user.id, email, password, token };
}

/** Makes an account two days old: past the new-account hours, as most members' are. */
export async function establish(h: Pick<Harness, 'db'>, userId: number): Promise<void> {
  await h.db
    .updateTable('users')
    .set({ created_at: sql`created_at - interval '2 days'` })
    .where('id', '=', userId)
    .execute();
}

/** A password sign-in's session: the test fails if it asked for a second step instead. */
export function signedIn(outcome: LoginOutcome): LoginResult {
  if (!('token' in outcome)) throw new Error('the sign-in asked for a second step');
  return outcome;
}

/** The header a signed-in request through app.inject carries. */
export const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/**
 * The cast of the admin test files, on a server with a fresh database: an admin and a member whose
 * names (Nadia Brooks, Mina Okoro) the tests assert in lists and audit entries.
 */
export async function adminFixture(): Promise<{ h: Harness; admin: TestUser; member: TestUser }> {
  const h = await createHarness(await createTestDatabase());
  const admin = await signUp(h, { role: 'admin', first_name: 'Nadia', last_name: 'Brooks' });
  const member = await signUp(h, { first_name: 'Mina', last_name: 'Okoro' });
  return { h, admin, member };
}

/** The text of the newest email to `email` in the outbox. */
export async function latestEmailTo(h: Pick<Harness, 'db'>, email: string): Promise<string> {
  const mail = await h.db
    .selectFrom('outbox_emails')
    .select(['body_text'])
    .where('to_address', '=', email)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  return mail.body_text;
}

/** The token in the newest password-reset email to `email`, as the link in it carries it. */
export async function resetTokenFor(h: Harness, email: string): Promise<string> {
  const match = /reset-password\?token=([\w%-]+)/.exec(await latestEmailTo(h, email));
  if (!match?.[1]) throw new Error('no link in the email');
  return decodeURIComponent(match[1]);
}

/** The code a tRPC call failed with, e.g. 'UNAUTHORIZED' (and the AppError code in data). */
export async function failure(
  promise: Promise<unknown>,
): Promise<{ code: string; message: string; httpStatus?: number; appCode?: string }> {
  try {
    await promise;
  } catch (error) {
    const e = error as {
      code?: string;
      message: string;
      cause?: { code?: string; status?: number };
    };
    return {
      code: e.code ?? 'UNKNOWN',
      message: e.message,
      httpStatus: e.cause?.status,
      appCode: e.cause?.code,
    };
  }
  throw new Error('Expected the call to fail, but it succeeded');
}
