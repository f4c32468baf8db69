import { initTRPC, type TRPCError } from '@trpc/server';
import { MSG } from '@hercircle/shared';
import {
  APP_ERROR_CODES,
  AppError,
  normalizeError,
  toAppError,
  toTRPCError,
  trpcErrorData,
  type ValidationIssue,
} from '../lib/app-error.ts';
import { suspensionError } from '../lib/suspension.ts';
import {
  ADMIN_SECOND_FACTOR_REQUIRED,
  adminNeedsSecondFactor,
} from '../auth/admin-second-factor.ts';
import type { Context } from './context.ts';
import type { Meta } from './meta.ts';
import { noteRouter, noting } from './catalog.ts';

export type { HttpMethod, Meta, RestMeta } from './meta.ts';

const t = initTRPC
  .context<Context>()
  .meta<Meta>()
  .create({
    isDev: false, // never send stack traces
    // Server-sent events: a ping keeps proxies from closing quiet streams; clients reconnect after silence.
    sse: {
      ping: { enabled: true, intervalMs: 15_000 },
      client: { reconnectAfterInactivityMs: 40_000 },
    },
    // In the language of her request (issue 34): her own, her cookie's or her browser's.
    errorFormatter({ shape, error, ctx }) {
      const app = toAppError(error);
      const language = ctx?.language ?? 'en';
      return { ...shape, message: app.messageIn(language), data: trpcErrorData(app, language) };
    },
  });

// NUL, which PostgreSQL text cannot hold, and a surrogate without its pair, which is not Unicode.
const BAD_TEXT = /\0|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const BAD_TEXT_MESSAGE = 'Contains a character that is not allowed (NUL or an unpaired surrogate)';

interface Visit {
  value: unknown;
  key?: string | number;
  parent?: Visit;
}

function pathOf(visit: Visit): (string | number)[] {
  const path: (string | number)[] = [];
  for (let v: Visit | undefined = visit; v?.key !== undefined; v = v.parent) path.unshift(v.key);
  return path;
}

/**
 * The first string or object key in an input that holds bad text. Walks with its own stack, not
 * recursion, so a deeply nested body cannot overflow it.
 */
export function findBadText(input: unknown): ValidationIssue | null {
  const stack: Visit[] = [{ value: input }];
  for (let visit = stack.pop(); visit; visit = stack.pop()) {
    const { value } = visit;
    if (typeof value === 'string') {
      if (BAD_TEXT.test(value)) return { path: pathOf(visit), message: BAD_TEXT_MESSAGE };
    } else if (Array.isArray(value)) {
      value.forEach((item, key) => stack.push({ value: item, key, parent: visit }));
    } else if (typeof value === 'object' && value !== null) {
      for (const [key, item] of Object.entries(value)) {
        const child = { value: item, key, parent: visit };
        if (BAD_TEXT.test(key)) return { path: pathOf(child), message: BAD_TEXT_MESSAGE };
        stack.push(child);
      }
    }
  }
  return null;
}

/** Every procedure, over tRPC and REST, refuses bad text before its input reaches a service. */
function refuseBadText(input: unknown): void {
  const issue = findBadText(input);
  if (issue)
    throw toTRPCError(new AppError('VALIDATION_ERROR', issue.message, { issues: [issue] }));
}

/**
 * Services throw AppError; anything else is logged and turned into a safe error here, so a caller
 * never sees SQL or a stack, and a lost database answers SERVICE_UNAVAILABLE.
 */
function settleFailure(error: TRPCError, log: Context['log'], path: string): void {
  if (error.cause instanceof AppError) {
    // Give the HTTP layer the status that belongs to the AppError's code.
    if (error.code === APP_ERROR_CODES[error.cause.code].trpc) return;
    throw toTRPCError(error.cause);
  }
  // Bad input is BAD_REQUEST; a ZodError under INTERNAL_SERVER_ERROR is our own answer failing its
  // output schema, a bug like any other.
  if (error.code !== 'INTERNAL_SERVER_ERROR') return;
  // Below a procedure only a bug or a lost database throws anything but an AppError.
  const app = normalizeError(error.cause);
  if (app.code === 'INTERNAL')
    log.error({ err: error.cause, path }, 'unhandled error in procedure');
  else log.warn({ err: error.cause, path }, 'database unavailable');
  throw toTRPCError(app);
}

// One middleware per kind of procedure, not one per concern: tRPC copies a call's options twice for
// each middleware it passes through.

/** The bad-text check and the error boundary around a public procedure. */
const publicGuard = t.middleware(async ({ ctx, next, path, getRawInput }) => {
  refuseBadText(await getRawInput());
  const result = await next();
  if (!result.ok) settleFailure(result.error, ctx.log, path);
  return result;
});

/**
 * The same around a member's procedure, which also needs a session and refuses a suspended
 * member's writes.
 */
const authedGuard = t.middleware(async ({ ctx, meta, type, next, path, getRawInput }) => {
  refuseBadText(await getRawInput());
  if (!ctx.user || !ctx.session)
    throw toTRPCError(new AppError('UNAUTHORIZED', MSG.notAuthenticated));
  // Every mutation is a write (and every REST POST, PUT and DELETE is a mutation).
  const suspended = type === 'mutation' && !meta?.allowSuspended && suspensionError(ctx.user);
  if (suspended) throw toTRPCError(suspended);
  // tRPC merges these into the context.
  const result = await next({ ctx: { user: ctx.user, session: ctx.session } });
  if (!result.ok) settleFailure(result.error, ctx.log, path);
  return result;
});

/** tRPC's procedure builder, noting what each procedure is declared with (trpc/catalog.ts). */
const procedure = noting(t.procedure, { meta: {} });

/** tRPC's router, noting its procedures by path for the REST adapter, OpenAPI and the tests. */
export const router = ((record: Parameters<typeof t.router>[0]) => {
  const built = t.router(record);
  noteRouter(built, record);
  return built;
}) as typeof t.router;
export const createCallerFactory = t.createCallerFactory;
export const middleware = t.middleware;
export const publicProcedure = procedure.use(publicGuard);
export const authedProcedure = procedure.meta({ auth: true }).use(authedGuard);

export const adminProcedure = authedProcedure.use(({ ctx, next }) => {
  if (ctx.user.role !== 'admin')
    throw toTRPCError(new AppError('FORBIDDEN', 'Admin privileges required'));
  if (adminNeedsSecondFactor(ctx.env, ctx.user))
    throw toTRPCError(new AppError('FORBIDDEN', ADMIN_SECOND_FACTOR_REQUIRED));
  return next();
});
