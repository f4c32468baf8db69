import { sql, type Expression, type Kysely } from 'kysely';
import { precompiled } from '../db/precompiled.ts';
import type { Database } from '../db/schema.ts';

/** Whether the account has a second factor: a confirmed authenticator app or a passkey. */
export function secondFactor(userId: Expression<number>) {
  return sql<boolean>`(exists (select 1 from user_totp t where t.user_id = ${userId} and t.confirmed_at is not null) or exists (select 1 from passkeys k where k.user_id = ${userId}))`;
}

// Every signed-in request runs it: built once (db/precompiled.ts).
const sessionWithUser = precompiled((db, p: { sessionId: string }) =>
  db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select([
      'sessions.id',
      'sessions.user_id',
      'sessions.expires_at',
      'sessions.created_at',
      'sessions.last_active_at',
      'users.email',
      'users.first_name',
      'users.last_name',
      'users.role',
      'users.status',
      'users.profile_picture_id',
      'users.suspended_until',
      'users.email_verified',
      'users.discreet_email',
      'users.language',
    ])
    .select((eb) => secondFactor(eb.ref('users.id')).as('two_factor'))
    .where('sessions.id', '=', p.sessionId),
);

/** A session with the account fields lucia hands back as the user's attributes. */
export function findSessionWithUser(db: Kysely<Database>, sessionId: string) {
  return sessionWithUser.takeFirst(db, { sessionId });
}

export function listSessionsOfUser(db: Kysely<Database>, userId: number) {
  return db
    .selectFrom('sessions')
    .select(['id', 'user_id', 'expires_at', 'created_at'])
    .where('user_id', '=', userId)
    .execute();
}

export async function insertSession(
  db: Kysely<Database>,
  session: {
    id: string;
    user_id: number;
    expires_at: Date;
    created_at?: Date;
    browser: string | null;
    os: string | null;
  },
): Promise<void> {
  await db.insertInto('sessions').values(session).execute();
}

export async function updateSessionExpiry(
  db: Kysely<Database>,
  sessionId: string,
  expiresAt: Date,
): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ expires_at: expiresAt })
    .where('id', '=', sessionId)
    .execute();
}

export async function deleteSession(db: Kysely<Database>, sessionId: string): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', sessionId).execute();
}

/** Deletes every session of a user, or every one but `exceptSessionId`. */
export async function deleteSessionsOfUser(
  db: Kysely<Database>,
  userId: number,
  exceptSessionId?: string,
): Promise<void> {
  let query = db.deleteFrom('sessions').where('user_id', '=', userId);
  if (exceptSessionId) query = query.where('id', '!=', exceptSessionId);
  await query.execute();
}

/** Deletes the sessions that expired, and those signed in at `signedInBy` or before (too old). */
export async function deleteExpiredSessions(
  db: Kysely<Database>,
  now: Date,
  signedInBy: Date,
): Promise<void> {
  await db
    .deleteFrom('sessions')
    .where((eb) => eb.or([eb('expires_at', '<=', now), eb('created_at', '<=', signedInBy)]))
    .execute();
}

/**
 * Deletes a session unless it has expired or was signed in at `signedInBy` or before; its user and
 * sign-in time when it was live, so the caller may replace it.
 */
export function takeLiveSession(
  db: Kysely<Database>,
  sessionId: string,
  now: Date,
  signedInBy: Date,
) {
  return db
    .deleteFrom('sessions')
    .where('id', '=', sessionId)
    .where('expires_at', '>', now)
    .where('created_at', '>', signedInBy)
    .returning(['user_id', 'created_at', 'browser', 'os'])
    .executeTakeFirst();
}

/** Which of these sessions are unexpired, signed in after `signedInBy`, of an active account. */
export async function findLiveSessionIds(
  db: Kysely<Database>,
  sessionIds: string[],
  now: Date,
  signedInBy: Date,
): Promise<string[]> {
  const rows = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select('sessions.id')
    .where('sessions.id', 'in', sessionIds)
    .where('sessions.expires_at', '>', now)
    .where('sessions.created_at', '>', signedInBy)
    .where('users.status', '=', 'active')
    .execute();
  return rows.map((r) => r.id);
}

/** Marks a session used now, when it was last marked before `staleBefore`. */
export async function touchSession(
  db: Kysely<Database>,
  sessionId: string,
  staleBefore: Date,
): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ last_active_at: new Date() })
    .where('id', '=', sessionId)
    .where('last_active_at', '<', staleBefore)
    .execute();
}

/**
 * Tells every process's session cache that this account changed in a way its lookups read (a
 * second factor added or removed), as the users table's trigger does for its own columns.
 */
export async function announceAccountChange(db: Kysely<Database>, userId: number): Promise<void> {
  await sql`select pg_notify('hercircle_session_end', json_build_object('changed', ${userId}::int)::text)`.execute(
    db,
  );
}
