import { MSG } from '@hercircle/shared/messages';
import { errorStatus, isTRPCClientError } from './error-status.ts';

export { errorStatus };

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

/** Seconds the server asked to wait before trying again (a 429's Retry-After), if it said. */
export function retryAfterSeconds(error: unknown): number | undefined {
  if (!isTRPCClientError(error)) return undefined;
  const value = (error.data as { retryAfter?: unknown } | undefined)?.retryAfter;
  return typeof value === 'number' ? value : undefined;
}

/** "14 minutes", "1 minute", "30 seconds": how long a lock has left, for a person. */
export function waitText(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}
