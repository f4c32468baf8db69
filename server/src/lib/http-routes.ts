import type { FastifyRequest } from 'fastify';
import { MAX_ID } from '@hercircle/shared';
import type { Context, ContextDeps } from '../trpc/context.ts';
import type { ExtraOperation } from '../http/openapi.ts';

/**
 * The options of a feature's HTTP routes plugin (`*.http.ts`): the REST routes that are not a JSON
 * procedure (multipart uploads, image bytes, file downloads, emailed links), each calling the same
 * service function as its tRPC twin. http/server.ts registers every such plugin under /api/v1, so a
 * plugin's paths are written as the OpenAPI document shows them.
 */
export interface ExtraRouteOptions {
  deps: ContextDeps;
  createContext: (request: FastifyRequest) => Promise<Context>;
  /** Adds a hand-written operation to the OpenAPI document. */
  document: (operation: ExtraOperation) => void;
}

/** A path id as a number, or null when the segment is not a whole number. */
export function wholeNumber(raw: string): number | null {
  return /^\d+$/.test(raw) ? Number(raw) : null;
}

/** Whether a path segment is a whole number that no row can have (0, or beyond PostgreSQL's integer). */
export function idOutOfRange(raw: unknown): boolean {
  if (typeof raw !== 'string') return false;
  const n = wholeNumber(raw.replace(/^-/, ''));
  return n !== null && (raw.startsWith('-') || n < 1 || n > MAX_ID);
}
