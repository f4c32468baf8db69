import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { AppError } from '../lib/app-error.ts';
import * as q from './rate-limit.queries.ts';

export interface Limit {
  key: string;
  max: number;
  windowSeconds: number;
}

const TOO_MANY = 'Too many attempts. Please wait a little and try again.';
/** The longest window a limit may use: every row older than this has expired and is pruned. */
export const MAX_WINDOW_SECONDS = 86_400;

/**
 * Keys hold emails and IP addresses: the table stores their SHA-256 instead. Not keyed: the secret
 * would have to be shared by every server process, so it would sit in this same database.
 */
function storedKey(key: string): string {
  return createHash('sha256').update(`rate-limit:${key}`).digest('hex');
}

function retryAfter(windowStart: Date, windowSeconds: number): number {
  return Math.max(1, Math.ceil((windowStart.getTime() + windowSeconds * 1000 - Date.now()) / 1000));
}

/**
 * Counts one event against a fixed window in the database (shared by every server process) and
 * throws TOO_MANY_REQUESTS past the limit. One statement, so concurrent hits cannot both slip in.
 */
export async function hit(db: Kysely<Database>, limit: Limit): Promise<void> {
  if (limit.windowSeconds > MAX_WINDOW_SECONDS)
    throw new Error(`rate limit window over ${MAX_WINDOW_SECONDS} s: ${limit.windowSeconds}`);
  const row = await q.countHit(db, storedKey(limit.key), limit.windowSeconds);
  if (row.count > limit.max)
    throw new AppError('TOO_MANY_REQUESTS', TOO_MANY, {
      retryAfter: retryAfter(row.window_start, limit.windowSeconds),
    });
}

/** Gives back one counted event (a login that turned out to be right does not count as a failure). */
export async function release(db: Kysely<Database>, key: string): Promise<void> {
  await q.uncountHit(db, storedKey(key));
}

/** Deletes windows that have certainly expired; one idempotent statement, safe to run concurrently. */
export async function pruneRateLimits(
  db: Kysely<Database>,
  now: Date = new Date(),
): Promise<number> {
  return q.deleteWindowsStartedBefore(db, new Date(now.getTime() - MAX_WINDOW_SECONDS * 1000));
}
