import type { Kysely } from 'kysely';
import { SESSION_ABSOLUTE_LIFETIME_DAYS, type DeviceSession } from '@hercircle/shared';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { forgetSession } from '../../auth/session-cache.ts';
import { invalidateUserSessions } from '../../auth/sessions.ts';
import * as q from './security.queries.ts';

/** The session a request came with, and whose it is. */
interface Actor {
  id: number;
  sessionId: string;
}

/** Every session of hers that still works, "This device" marked. */
export async function listDevices(
  db: Kysely<Database>,
  actor: Actor,
): Promise<{ sessions: DeviceSession[]; total: number }> {
  const signedInAfter = new Date(Date.now() - SESSION_ABSOLUTE_LIFETIME_DAYS * 86_400_000);
  const rows = await q.listLiveSessions(db, actor.id, signedInAfter);
  const sessions = rows.map((r) => ({
    id: r.public_id,
    browser: r.browser,
    os: r.os,
    created_at: r.created_at.toISOString(),
    last_active_at: r.last_active_at.toISOString(),
    current: r.id === actor.sessionId,
  }));
  // This device first, then the others as they were last used.
  sessions.sort((a, b) => Number(b.current) - Number(a.current));
  return { sessions, total: sessions.length };
}

/**
 * Ends one of her sessions. Its token is refused at once here and, through the database's notice
 * on the deleted row (auth/session-cache.ts), on every other server process; its live streams end.
 */
export async function endDevice(db: Kysely<Database>, actor: Actor, publicId: string) {
  const ended = await q.deleteSessionByPublicId(db, actor.id, publicId);
  if (!ended) throw new AppError('NOT_FOUND', 'No such session');
  forgetSession(ended);
}

/** Ends every session of hers but this one. */
export async function endOtherDevices(db: Kysely<Database>, actor: Actor): Promise<void> {
  await invalidateUserSessions(db, actor.id, actor.sessionId);
}
