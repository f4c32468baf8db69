import type { TRPCClientError } from '@trpc/client';
import { MSG } from '@hercircle/shared/messages';

/**
 * Whether a call failed with the server's answer or in tRPC's transport. By the name its class
 * gives every instance: importing the class would bring the client's links into the first load
 * (lib/trpc.ts loads them with the first call).
 */
function isTRPCClientError(error: unknown): error is TRPCClientError<never> {
  return error instanceof Error && error.name === 'TRPCClientError';
}

/** The HTTP status the server answered a tRPC call with; undefined when no answer came (network). */
export function errorStatus(error: unknown): number | undefined {
  if (!isTRPCClientError(error)) return undefined;
  const status = (error.data as { httpStatus?: unknown } | undefined)?.httpStatus;
  return typeof status === 'number' ? status : undefined;
}

/** Whether a call failed because what it asked for does not exist (or is not hers to see). */
export function isNotFound(error: unknown): boolean {
  return errorStatus(error) === 404;
}

/** The server's message, or the fallback text the spec gives for that action. */
export function errorMessage(error: unknown, fallback: string = MSG.apiRequestFailed): string {
  if (isTRPCClientError(error) && typeof error.message === 'string' && error.message)
    return error.message;
  if (error instanceof Error && error.message && !/fetch|network/i.test(error.message))
    return error.message;
  return fallback;
}

/** Field errors from a validation failure, keyed by field name, for forms. */
export function fieldErrors(error: unknown): Record<string, string> {
  if (!isTRPCClientError(error)) return {};
  const issues =
    (error.data as { issues?: { path: (string | number)[]; message: string }[] } | undefined)
      ?.issues ?? [];
  const out: Record<string, string> = {};
  for (const issue of issues) {
    const key = String(issue.path[0] ?? '');
    if (key && !out[key]) out[key] = issue.message;
  }
  return out;
}
