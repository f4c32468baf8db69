/**
 * Signed-in requests' session lookups, kept in the process for a short while so that a member's
 * next request does not read her session and account again (one query on every signed-in call).
 *
 * A cached lookup must never outlive what it read:
 * - Every way a session ends deletes its row, and every change of an account's status, role, name,
 *   email, picture or suspension NOTIFYs `SESSION_END_CHANNEL` when it commits (triggers of
 *   migrations 20261123T1200 and 20261126T2000), whatever code or SQL made it. Each process's cache
 *   listens there and forgets what the notice names. While that connection is lost, notices are
 *   lost: the cache forgets everything at once, keeps nothing and answers nothing (every request
 *   looks its session up) until the connection is back, and starts afresh then.
 * - The process that ends a session forgets it before it answers (sessions.ts), not when the notice
 *   arrives.
 * - A lookup that started before a notice arrived is not kept (the generation check): it may have
 *   read what the notice changed.
 * - An entry lives `ttlMs` at most, and none is kept for a session in its second half, which a full
 *   lookup renews.
 * So a session ended in another process is refused here once its notice arrives, milliseconds after
 * the commit; a process that must never answer for it even that long runs with a `ttlMs` of 0.
 */
import type { DbHandle } from '../db/index.ts';
import type { AuthSession, UserAttributes } from './session-types.ts';

/** Where the database announces ended sessions, accounts that left 'active' and changed accounts. */
export const SESSION_END_CHANNEL = 'hercircle_session_end';

/** What a session lookup read: the session, and the account fields a request's context is built from. */
export interface SessionRecord {
  session: AuthSession;
  user: { id: number } & UserAttributes;
}

export interface SessionCache {
  /** A kept lookup that may still be used, or undefined. */
  get(sessionId: string, now?: number): SessionRecord | undefined;
  /** Take before a lookup and hand to `set`: a notice in between keeps the lookup out. */
  generation(): number;
  set(sessionId: string, record: SessionRecord, generation: number, now?: number): void;
  forgetSession(sessionId: string): void;
  forgetUser(userId: number): void;
  clear(): void;
  /** The notices stopped coming: forget everything, and keep and answer nothing until `resume`. */
  suspend(): void;
  /** The notices come again: start afresh (what a lookup under way read may be stale). */
  resume(): void;
  readonly size: number;
  /** Empties the cache and takes it out of the process's set of caches. */
  dispose(): void;
}

export interface SessionCacheOptions {
  ttlMs: number;
  /** Sessions in their second half are renewed by a full lookup, so they are never served from here. */
  renewWithinMs: number;
  maxEntries?: number;
}

/** Every cache of this process: a session or account ended here is forgotten by each at once. */
const caches = new Set<SessionCache>();

export function forgetSession(sessionId: string): void {
  for (const cache of caches) cache.forgetSession(sessionId);
}

export function forgetUser(userId: number): void {
  for (const cache of caches) cache.forgetUser(userId);
}

export function createSessionCache(options: SessionCacheOptions): SessionCache {
  const maxEntries = options.maxEntries ?? 10_000;
  const entries = new Map<string, { record: SessionRecord; storedAt: number }>();
  let generation = 0;
  let listening = true;

  const usable = (record: SessionRecord, now: number) =>
    record.session.expiresAt.getTime() - now > options.renewWithinMs;

  const cache: SessionCache = {
    get(sessionId, now = Date.now()) {
      if (!listening) return undefined;
      const entry = entries.get(sessionId);
      if (!entry) return undefined;
      if (now - entry.storedAt >= options.ttlMs || !usable(entry.record, now)) {
        entries.delete(sessionId);
        return undefined;
      }
      return entry.record;
    },
    generation: () => generation,
    set(sessionId, record, taken, now = Date.now()) {
      if (!listening || taken !== generation || options.ttlMs <= 0 || !usable(record, now)) return;
      entries.delete(sessionId);
      // The oldest entry makes room: a Map iterates in insertion order.
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
      entries.set(sessionId, { record, storedAt: now });
    },
    forgetSession(sessionId) {
      generation += 1;
      entries.delete(sessionId);
    },
    forgetUser(userId) {
      generation += 1;
      for (const [id, entry] of entries) if (entry.record.user.id === userId) entries.delete(id);
    },
    clear() {
      generation += 1;
      entries.clear();
    },
    suspend() {
      listening = false;
      cache.clear();
    },
    resume() {
      cache.clear();
      listening = true;
    },
    get size() {
      return entries.size;
    },
    dispose() {
      caches.delete(cache);
      cache.clear();
    },
  };
  caches.add(cache);
  return cache;
}

/**
 * Makes `cache` forget what the database's notices name, from any process; returns a function that
 * stops listening.
 */
export function listenForSessionChanges(
  handle: DbHandle,
  cache: SessionCache,
  log: { warn(o: object, m: string): void },
): Promise<() => Promise<void>> {
  const onNotice = (payload: string) => {
    try {
      const notice = JSON.parse(payload) as {
        session?: unknown;
        user?: unknown;
        changed?: unknown;
      };
      if (typeof notice.session === 'string') cache.forgetSession(notice.session);
      if (typeof notice.user === 'number') cache.forgetUser(notice.user);
      if (typeof notice.changed === 'number') cache.forgetUser(notice.changed);
    } catch (error) {
      // Unreadable: forget everything rather than keep what it may have named.
      cache.clear();
      log.warn({ err: error }, 'sessions: unreadable session notice');
    }
  };
  // Notices sent while the listener is away are lost: trust nothing kept until it is back.
  return handle.listen(
    SESSION_END_CHANNEL,
    onNotice,
    () => cache.resume(),
    () => cache.suspend(),
  );
}
