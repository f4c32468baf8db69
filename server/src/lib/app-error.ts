import { STATUS_CODES } from 'node:http';
import type { FastifyReply } from 'fastify';
import { TRPCError } from '@trpc/server';
import { ZodError } from 'zod';
import { MSG } from '@hercircle/shared';
import type { Language } from '@hercircle/shared/languages';
import { fillMessage, msg, type Message } from '@hercircle/shared/message-format';
import { requestLanguage, translate } from './messages.ts';

/** The closed set of failures a service may report; each maps to one tRPC code and one HTTP status. */
export const APP_ERROR_CODES = {
  BAD_REQUEST: { trpc: 'BAD_REQUEST', status: 400 },
  VALIDATION_ERROR: { trpc: 'BAD_REQUEST', status: 400 },
  UNAUTHORIZED: { trpc: 'UNAUTHORIZED', status: 401 },
  FORBIDDEN: { trpc: 'FORBIDDEN', status: 403 },
  NOT_FOUND: { trpc: 'NOT_FOUND', status: 404 },
  CONFLICT: { trpc: 'CONFLICT', status: 409 },
  // No longer possible (a used-up link, an appeal past its time); tRPC has no such code.
  GONE: { trpc: 'PRECONDITION_FAILED', status: 410 },
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

/** An issue as a service writes it: its message may have variable parts (`msg(...)`). */
export interface IssueInput {
  path: (string | number)[];
  message: string | Message;
}

const asMessage = (message: string | Message): Message =>
  typeof message === 'string' ? { text: message } : message;

/**
 * A refusal: its code, its message and (for bad input) the issues. The message is English, as logs
 * and API clients that ask for no language read it; `messageIn` and `issuesIn` say it in another
 * language (issue 34). A message with variable parts is given as `msg(template, values)`, so its
 * template is what a catalogue translates.
 */
export class AppError extends Error {
  readonly code: AppErrorCode;
  readonly issues?: ValidationIssue[];
  /** Seconds, for TOO_MANY_REQUESTS. */
  readonly retryAfter?: number;
  readonly #text: Message;
  readonly #issueTexts?: Message[];

  constructor(
    code: AppErrorCode,
    message: string | Message,
    extra: { issues?: IssueInput[]; retryAfter?: number } = {},
  ) {
    const text = asMessage(message);
    super(fillMessage(text.text, text.values));
    this.name = 'AppError';
    this.code = code;
    this.#text = text;
    this.#issueTexts = extra.issues?.map((issue) => asMessage(issue.message));
    this.issues = extra.issues?.map((issue) => ({
      path: issue.path,
      message:
        typeof issue.message === 'string'
          ? issue.message
          : fillMessage(issue.message.text, issue.message.values),
    }));
    this.retryAfter = extra.retryAfter;
  }

  get status(): number {
    return APP_ERROR_CODES[this.code].status;
  }

  /** The message in `language` (English when no catalogue has it). */
  messageIn(language: Language): string {
    return translate(language, this.#text.text, this.#text.values);
  }

  /** The issues with their messages in `language`. */
  issuesIn(language: Language): ValidationIssue[] | undefined {
    return this.issues?.map((issue, i) => {
      const text = this.#issueTexts?.[i] ?? { text: issue.message };
      return { path: issue.path, message: translate(language, text.text, text.values) };
    });
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
 * toAppError ends with it; it reads what tRPC, zod and Fastify raise around a procedure too.
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

function zodIssues(error: ZodError): ValidationIssue[] {
  return error.issues.map((i) => ({
    path: i.path.filter((p): p is string | number => typeof p !== 'symbol'),
    message: i.message,
  }));
}

function validationError(error: ZodError): AppError {
  const issues = zodIssues(error);
  return new AppError('VALIDATION_ERROR', issues[0]?.message ?? 'Invalid input', { issues });
}

/** What tRPC raises around a procedure (unreadable input, unknown path, a refused batch). */
function fromTRPCError(error: TRPCError): AppError {
  if (error.cause instanceof ZodError) return validationError(error.cause);
  if (error.cause instanceof AppError) return error.cause;
  switch (error.code) {
    case 'PARSE_ERROR':
    case 'BAD_REQUEST':
      return new AppError('BAD_REQUEST', error.message || 'Bad request');
    case 'NOT_FOUND':
      return new AppError('NOT_FOUND', error.message || 'Not found');
    case 'METHOD_NOT_SUPPORTED':
      return new AppError('NOT_FOUND', 'Not found');
    case 'PAYLOAD_TOO_LARGE':
      return new AppError('PAYLOAD_TOO_LARGE', 'Request body is too large');
    case 'UNSUPPORTED_MEDIA_TYPE':
      return new AppError('UNSUPPORTED_MEDIA_TYPE', error.message || 'Unsupported media type');
    case 'UNAUTHORIZED':
      return new AppError('UNAUTHORIZED', error.message || MSG.notAuthenticated);
    default:
      return normalizeError(error.cause ?? error);
  }
}

const JSON_BODY_ERRORS = new Set(['FST_ERR_CTP_INVALID_JSON_BODY', 'FST_ERR_CTP_EMPTY_JSON_BODY']);

/**
 * A refusal that carries only an HTTP status (Fastify's: a body it cannot read, too large, of a
 * type it has no parser for). Other 4xx keep the 400 they always had, worded by their status.
 */
function fromHttpStatus(status: number, code: unknown): AppError {
  switch (status) {
    case 413:
      return new AppError('PAYLOAD_TOO_LARGE', 'Request body is too large');
    case 415:
      return new AppError(
        'UNSUPPORTED_MEDIA_TYPE',
        'Unsupported content type: send application/json',
      );
    case 404:
      return new AppError('NOT_FOUND', 'Not found');
    case 400:
      return new AppError(
        'BAD_REQUEST',
        typeof code === 'string' && JSON_BODY_ERRORS.has(code)
          ? 'Malformed request: the body could not be read as JSON'
          : 'Malformed request: the body could not be read',
      );
    default:
      return new AppError(
        'BAD_REQUEST',
        msg('The request was refused: {{status}}', {
          status: STATUS_CODES[status] ?? `HTTP ${status}`,
        }),
      );
  }
}

function isTRPCError(error: unknown): error is TRPCError {
  return error instanceof TRPCError || (error instanceof Error && error.name === 'TRPCError');
}

/**
 * The one translation of anything thrown into our vocabulary, for both doors: AppErrors pass
 * through, tRPC's and zod's refusals are read, a framework's 4xx keeps its meaning, a lost
 * database is SERVICE_UNAVAILABLE and everything else INTERNAL.
 */
export function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (isTRPCError(error)) return fromTRPCError(error);
  if (error instanceof ZodError) return validationError(error);
  const { statusCode, code } = (error ?? {}) as { statusCode?: unknown; code?: unknown };
  if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500)
    return fromHttpStatus(statusCode, code);
  return normalizeError(error);
}

/** The REST error body of api.md. */
interface RestErrorBody {
  message: string;
  code: AppErrorCode;
  issues?: ValidationIssue[];
}

function restErrorBody(app: AppError, language: Language): RestErrorBody {
  const message = app.messageIn(language);
  const issues = app.issuesIn(language);
  return issues ? { message, code: app.code, issues } : { message, code: app.code };
}

/** The `data` of a tRPC error: what the client reads to word the failure. */
export interface TRPCErrorData {
  appCode: AppErrorCode;
  httpStatus: number;
  issues?: ValidationIssue[];
  retryAfter?: number;
}

/** The `data` of a tRPC error, its issues in `language` (English by default). */
export function trpcErrorData(app: AppError, language: Language = 'en'): TRPCErrorData {
  const data: TRPCErrorData = { appCode: app.code, httpStatus: app.status };
  const issues = app.issuesIn(language);
  if (issues) data.issues = issues;
  if (app.retryAfter !== undefined) data.retryAfter = app.retryAfter;
  return data;
}

/** A URL's path, without its query. */
export const pathOf = (url: string): string => url.split('?')[0] ?? url;

/** The 404 of a request no route answers. */
export function noRoute(request: { method: string; url: string }): AppError {
  return new AppError(
    'NOT_FOUND',
    msg('No route for {{method}} {{path}}', { method: request.method, path: pathOf(request.url) }),
  );
}

/**
 * Answers anything thrown as the REST error body, in the request's language (lib/messages.ts),
 * with Retry-After when the error has one.
 */
export function sendError(reply: FastifyReply, error: unknown): FastifyReply {
  const app = toAppError(error);
  if (app.retryAfter !== undefined) reply.header('Retry-After', String(app.retryAfter));
  return reply.status(app.status).send(restErrorBody(app, requestLanguage(reply.request)));
}
