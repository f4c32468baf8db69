import type { TRPCClientError } from '@trpc/client';

// Apart from lib/errors.ts, so the first load, which needs the status (lib/trpc.ts retries by it),
// does not carry the spec's messages that errors.ts gives as fallbacks.

/**
 * Whether a call failed with the server's answer or in tRPC's transport. By the name its class
 * gives every instance: importing the class would bring the client's links into the first load
 * (lib/trpc.ts loads them with the first call).
 */
export function isTRPCClientError(error: unknown): error is TRPCClientError<never> {
  return error instanceof Error && error.name === 'TRPCClientError';
}

/** The HTTP status the server answered a tRPC call with; undefined when no answer came (network). */
export function errorStatus(error: unknown): number | undefined {
  if (!isTRPCClientError(error)) return undefined;
  const status = (error.data as { httpStatus?: unknown } | undefined)?.httpStatus;
  return typeof status === 'number' ? status : undefined;
}
