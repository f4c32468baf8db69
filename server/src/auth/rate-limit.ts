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

/** Seconds until a window `ageSeconds` old (by the database's clock) ends; at least 1. */
function retryAfter(ageSeconds: number, windowSeconds: number): number {
  return Math.max(1, Math.ceil(windowSeconds - ageSeconds));
}

function tooMany(retryAfterSeconds: number): AppError {
  return new AppError('TOO_MANY_REQUESTS', TOO_MANY, { retryAfter: retryAfterSeconds });
}

/**
 * The first of `limits` whose stored window is still live and full, with the seconds it has left.
 * A read: a request refused here writes nothing, so a flood of refused requests costs the database
 * one indexed lookup each and slows nobody else down (issue 30).
 */
async function firstFull(
  db: Kysely<Database>,
  limits: Limit[],
): Promise<{ retryAfter: number } | undefined> {
  const keys = limits.map((l) => storedKey(l.key));
  const windows = new Map((await q.findWindows(db, keys)).map((w) => [w.key, w]));
  for (const [i, limit] of limits.entries()) {
    const w = windows.get(keys[i]!);
    if (w && w.age_seconds < limit.windowSeconds && w.count >= limit.max)
      return { retryAfter: retryAfter(w.age_seconds, limit.windowSeconds) };
  }
  return undefined;
}

/**
 * Counts one event against each of `limits` (fixed windows in the database, shared by every server
 * process) and throws TOO_MANY_REQUESTS when any of them is full. A request refused by a full
 * window is refused on a read and counts against none of them. Each count is one conditional
 * statement that never goes past `max`, so concurrent hits at the edge cannot slip in; only one
 * that loses such a race after an earlier limit of the same call was counted keeps that count.
 */
export async function hit(db: Kysely<Database>, ...limits: [Limit, ...Limit[]]): Promise<void> {
  const refused = await take(db, limits);
  if (refused) throw tooMany(refused.retryAfter);
}

/** As hit, for an event that is not refused but only skipped when over: whether it was counted. */
export async function tryHit(db: Kysely<Database>, ...limits: [Limit, ...Limit[]]) {
  return (await take(db, limits)) === undefined;
}

async function take(
  db: Kysely<Database>,
  limits: Limit[],
): Promise<{ retryAfter: number } | undefined> {
  for (const limit of limits)
    if (limit.windowSeconds > MAX_WINDOW_SECONDS)
      throw new Error(`rate limit window over ${MAX_WINDOW_SECONDS} s: ${limit.windowSeconds}`);
  const full = await firstFull(db, limits);
  if (full) return full;
  for (const limit of limits) {
    const counted = await q.countHitUnder(db, storedKey(limit.key), limit.windowSeconds, limit.max);
    if (!counted)
      return { retryAfter: (await firstFull(db, [limit]))?.retryAfter ?? limit.windowSeconds };
  }
  return undefined;
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
