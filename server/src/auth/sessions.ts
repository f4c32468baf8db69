/**
 * Sessions, behind one module: lucia v3 keeps the session rules (30-day lifetime, renewal in the
 * second half, expiry), and a small adapter stores them with Kysely. However it is renewed or
 * refreshed, a session ends SESSION_ABSOLUTE_LIFETIME_DAYS (90) after its sign-in: the adapter
 * tells lucia it has expired then. The bearer token is a random
 * secret; the session id is its SHA-256, so the database never holds a usable token.
 * Upstream has put lucia in maintenance; only this file knows it exists.
 */
import { Lucia, TimeSpan, type Adapter, type DatabaseSession, type DatabaseUser } from 'lucia';
import type { Kysely } from 'kysely';
import { SESSION_ABSOLUTE_LIFETIME_DAYS, SESSION_LIFETIME_DAYS } from '@hercircle/shared';
import type { Database } from '../db/schema.ts';
import { generateToken, hashToken } from './tokens.ts';
import { pictureUrl } from '../lib/media-url.ts';
import { activeSuspension } from '../lib/suspension.ts';
import * as q from './sessions.queries.ts';
import {
  forgetSession,
  forgetUser,
  type SessionCache,
  type SessionRecord,
} from './session-cache.ts';

// The shapes live apart so that session-cache.ts can use them without importing this file back.
import type { AuthSession, AuthUser, UserAttributes } from './session-types.ts';
export type { AuthSession, AuthUser, UserAttributes } from './session-types.ts';

/** What a session stores beside lucia's fields. */
interface SessionAttributes {
  /** When she signed in (a refreshed token keeps its predecessor's); unset on a new session: now. */
  created_at?: Date;
  /** Her browser and system, as her device list names them (auth/devices.ts). */
  browser?: string | null;
  os?: string | null;
  /** As a lookup read it (auth/devices.ts marks it again when it is older than a few minutes). */
  last_active_at?: Date;
}

declare module 'lucia' {
  interface Register {
    UserId: number;
    DatabaseUserAttributes: UserAttributes;
    DatabaseSessionAttributes: SessionAttributes;
    Lucia: Lucia<SessionAttributes, UserAttributes>;
  }
}

const ABSOLUTE_LIFETIME_MS = SESSION_ABSOLUTE_LIFETIME_DAYS * 86_400_000;

/** When a session signed in at `createdAt` ends, however it was renewed. */
function absoluteEnd(createdAt: Date): Date {
  return new Date(createdAt.getTime() + ABSOLUTE_LIFETIME_MS);
}

/** Sessions signed in at this time or before have outlived their absolute lifetime. */
function signedInTooLongAgo(now: Date): Date {
  return new Date(now.getTime() - ABSOLUTE_LIFETIME_MS);
}

function kyselyAdapter(db: Kysely<Database>): Adapter {
  const toSession = (row: {
    id: string;
    user_id: number;
    expires_at: Date;
    created_at: Date;
    last_active_at?: Date;
  }): DatabaseSession => {
    const end = absoluteEnd(row.created_at);
    return {
      id: row.id,
      userId: row.user_id,
      // Past its absolute end it has expired, whatever its renewals gave it: lucia deletes it then.
      // Before, the sliding expiry stands, so lucia renews it every 15 days as usual.
      expiresAt: end.getTime() <= Date.now() ? end : row.expires_at,
      attributes: { created_at: row.created_at, last_active_at: row.last_active_at },
    };
  };
  return {
    async getSessionAndUser(sessionId) {
      const row = await q.findSessionWithUser(db, sessionId);
      if (!row) return [null, null];
      // An inactive account's sessions stop working: lucia deletes a session whose user is null.
      const user: DatabaseUser | null =
        row.status === 'active'
          ? {
              id: row.user_id,
              attributes: {
                email: row.email,
                first_name: row.first_name,
                last_name: row.last_name,
                role: row.role,
                status: row.status,
                profile_picture_id: row.profile_picture_id,
                suspended_until: row.suspended_until,
                email_verified: row.email_verified,
                two_factor: row.two_factor,
                discreet_email: row.discreet_email,
                language: row.language,
              },
            }
          : null;
      return [toSession(row), user];
    },
    async getUserSessions(userId) {
      return (await q.listSessionsOfUser(db, userId)).map(toSession);
    },
    async setSession(session) {
      const { created_at, browser = null, os = null } = session.attributes;
      await q.insertSession(db, {
        id: session.id,
        user_id: session.userId,
        expires_at: session.expiresAt,
        created_at,
        browser,
        os,
      });
    },
    async updateSessionExpiration(sessionId, expiresAt) {
      await q.updateSessionExpiry(db, sessionId, expiresAt);
    },
    async deleteSession(sessionId) {
      await q.deleteSession(db, sessionId);
    },
    async deleteUserSessions(userId) {
      await q.deleteSessionsOfUser(db, userId);
    },
    async deleteExpiredSessions() {
      const now = new Date();
      await q.deleteExpiredSessions(db, now, signedInTooLongAgo(now));
    },
  };
}

const instances = new WeakMap<Kysely<Database>, Lucia>();

function luciaFor(db: Kysely<Database>) {
  let lucia = instances.get(db);
  if (!lucia) {
    lucia = new Lucia(kyselyAdapter(db), {
      sessionExpiresIn: new TimeSpan(SESSION_LIFETIME_DAYS, 'd'),
      getSessionAttributes: (a) => a,
      getUserAttributes: (a) => a,
    });
    instances.set(db, lucia);
  }
  return lucia;
}

/** Starts a session; returns the bearer token (shown once, never stored). */
export async function createSession(
  db: Kysely<Database>,
  userId: number,
  attributes: SessionAttributes = {},
): Promise<{ token: string; session: AuthSession }> {
  const token = generateToken();
  const session = await luciaFor(db).createSession(userId, attributes, {
    sessionId: hashToken(token),
  });
  return {
    token,
    session: { id: session.id, userId: session.userId, expiresAt: session.expiresAt },
  };
}

/** How often a session in use is marked as used (a write at most this often per session). */
const ACTIVE_MARK_MS = 5 * 60_000;

/** How long before its end a session is renewed by the lookup (lucia: in its second half). */
export const SESSION_RENEW_WITHIN_MS = (SESSION_LIFETIME_DAYS / 2) * 86_400_000;

/**
 * Resolves a bearer token to its user, renewing the session when it is in its second half. With a
 * cache (session-cache.ts), a recent lookup of the same session answers without a query.
 */
export async function validateToken(
  db: Kysely<Database>,
  token: string,
  cache?: SessionCache,
): Promise<{ user: AuthUser; session: AuthSession } | null> {
  if (token.length === 0 || token.length > 200) return null;
  const sessionId = hashToken(token);
  const kept = cache?.get(sessionId);
  if (kept) return toAuth(kept);
  const generation = cache?.generation() ?? 0;
  const result = await luciaFor(db).validateSession(sessionId);
  if (!result.session || !result.user) return null;
  const { id, userId, expiresAt, created_at, last_active_at } = result.session;
  // Her device list says when each session was last used: to within ACTIVE_MARK_MS.
  if (last_active_at && last_active_at.getTime() < Date.now() - ACTIVE_MARK_MS)
    await q.touchSession(db, id, new Date(Date.now() - ACTIVE_MARK_MS));
  // A renewal gives it 30 days from now; it still ends at its absolute end (and is not kept in
  // the cache for the last 15 days before it).
  const end = created_at ? absoluteEnd(created_at) : expiresAt;
  const record: SessionRecord = {
    session: { id, userId, expiresAt: end < expiresAt ? end : expiresAt },
    // lucia's user is the id and the attributes, which getUserAttributes passes through unchanged.
    user: result.user as unknown as SessionRecord['user'],
  };
  cache?.set(sessionId, record, generation);
  return toAuth(record);
}

function toAuth({ session, user }: SessionRecord): { user: AuthUser; session: AuthSession } {
  const { profile_picture_id, suspended_until, ...account } = user;
  return {
    session: { ...session },
    user: {
      ...account,
      profile_picture: pictureUrl(profile_picture_id),
      // Against the clock at each use: a kept lookup may outlast the suspension.
      suspended_until: activeSuspension(suspended_until),
    },
  };
}

/**
 * Replaces a live session with a new one, at most once: the old row is deleted and the new one
 * inserted in one transaction, and only the call whose delete removed the row gets a token.
 * Concurrent calls wait on the row lock, find it gone and get null.
 */
export async function rotateSession(
  db: Kysely<Database>,
  sessionId: string,
): Promise<{ token: string; session: AuthSession } | null> {
  const rotated = await db.transaction().execute(async (trx) => {
    const now = new Date();
    const ended = await q.takeLiveSession(trx, sessionId, now, signedInTooLongAgo(now));
    // The new token keeps the sign-in time (refreshing never carries it past its absolute end)
    // and the device it was signed in on.
    return ended
      ? createSession(trx, ended.user_id, {
          created_at: ended.created_at,
          browser: ended.browser,
          os: ended.os,
        })
      : null;
  });
  forgetSession(sessionId);
  return rotated;
}

/** Which of these sessions still work (not ended, not expired, their account active). */
export async function liveSessionIds(
  db: Kysely<Database>,
  sessionIds: string[],
): Promise<Set<string>> {
  if (sessionIds.length === 0) return new Set();
  const now = new Date();
  return new Set(await q.findLiveSessionIds(db, sessionIds, now, signedInTooLongAgo(now)));
}

export async function invalidateSession(db: Kysely<Database>, sessionId: string): Promise<void> {
  await luciaFor(db).invalidateSession(sessionId);
  forgetSession(sessionId);
}

/**
 * Ends every session of a user, or every one but `exceptSessionId`. Inside a transaction, the
 * other requests of this process may read the sessions again until it commits; its commit's
 * notices make every process forget them then.
 */
export async function invalidateUserSessions(
  db: Kysely<Database>,
  userId: number,
  exceptSessionId?: string,
): Promise<void> {
  await q.deleteSessionsOfUser(db, userId, exceptSessionId);
  forgetUser(userId);
}

export async function deleteExpiredSessions(db: Kysely<Database>): Promise<void> {
  await luciaFor(db).deleteExpiredSessions();
}
