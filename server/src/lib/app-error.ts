import { TRPCError } from '@trpc/server';

/** The closed set of failures a service may report; each maps to one tRPC code and one HTTP status. */
export const APP_ERROR_CODES = {
  BAD_REQUEST: { trpc: 'BAD_REQUEST', status: 400 },
  VALIDATION_ERROR: { trpc: 'BAD_REQUEST', status: 400 },
  UNAUTHORIZED: { trpc: 'UNAUTHORIZED', status: 401 },
  FORBIDDEN: { trpc: 'FORBIDDEN', status: 403 },
  NOT_FOUND: { trpc: 'NOT_FOUND', status: 404 },
  CONFLICT: { trpc: 'CONFLICT', status: 409 },
  PAYLOAD_TOO_LARGE: { trpc: 'PAYLOAD_TOO_LARGE', status: 413 },
  UNSUPPORTED_MEDIA_TYPE: { trpc: 'UNSUPPORTED_MEDIA_TYPE', status: 415 },
  TOO_MANY_REQUESTS: { trpc: 'TOO_MANY_REQUESTS', status: 429 },
  INTERNAL: { trpc: 'INTERNAL_SERVER_ERROR', status: 500 },
  SERVICE_UNAVAILABLE: { trpc: 'SERVICE_UNAVAILABLE', status: 503 },
} as const satisfies Record<string, { trpc: TRPCError['code']; status: number }>;

export type AppErrorCode = keyof typeof APP_ERROR_CODES;

export interface ValidationIssue {
  path: (string | number)[];
  message: string;
}

export class AppError extends Error {
  readonly code: AppErrorCode;
  readonly issues?: ValidationIssue[];
  /** Seconds, for TOO_MANY_REQUESTS. */
  readonly retryAfter?: number;

  constructor(
    code: AppErrorCode,
    message: string,
    extra: { issues?: ValidationIssue[]; retryAfter?: number } = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.issues = extra.issues;
    this.retryAfter = extra.retryAfter;
  }

  get status(): number {
    return APP_ERROR_CODES[this.code].status;
  }
}

export function toTRPCError(error: AppError): TRPCError {
  return new TRPCError({
    code: APP_ERROR_CODES[error.code].trpc,
    message: error.message,
    cause: error,
  });
}

/**
 * PostgreSQL error codes that mean "the database is not reachable right now": shutdown or crash
 * (57P01/57P02), starting up or shutting down (57P03), no free connection slot (53300), and the
 * connection exceptions (08xxx).
 */
const UNAVAILABLE_SQLSTATES = new Set([
  '57P01',
  '57P02',
  '57P03',
  '53300',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
]);
const UNAVAILABLE_NODE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);

export function isDatabaseUnavailable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const code = (error as { code?: unknown }).code;
  if (
    typeof code === 'string' &&
    (UNAVAILABLE_SQLSTATES.has(code) || UNAVAILABLE_NODE_CODES.has(code))
  )
    return true;
  const message = (error as { message?: unknown }).message;
  return (
    typeof message === 'string' &&
    /Connection terminated|connection timeout|Client has encountered a connection error|timeout exceeded when trying to connect/i.test(
      message,
    )
  );
}

/** PostgreSQL unique violation on the named constraint or index. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const e = error as { code?: unknown; constraint?: unknown };
  return e.code === '23505' && (constraint === undefined || e.constraint === constraint);
}

/**
 * Turns anything thrown below a procedure into an AppError: AppErrors pass through, a lost database
 * becomes SERVICE_UNAVAILABLE, and everything else is INTERNAL with a message that reveals nothing.
 */
export function normalizeError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (isDatabaseUnavailable(error))
    return new AppError(
      'SERVICE_UNAVAILABLE',
      'The database is unavailable. Please try again shortly.',
    );
  return new AppError('INTERNAL', 'Something went wrong on our side. Please try again.');
}
